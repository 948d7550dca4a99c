/*
 * Better Auth answers a sign-in (and a session look-up, a second-factor check, a password change)
 * with the session token in the JSON body as well as in the httpOnly cookie. A script that reads the
 * body (an injected one, a logging proxy) would then hold the session; the site never reads it: the
 * /auth page signs in through auth.api on the server (server/auth/account-actions.server.ts).
 */

/** Removes every `token` field, at any depth, from a JSON value; walked without recursion. */
function stripTokens(value: unknown) {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null) continue;
    if (!Array.isArray(current)) delete (current as Record<string, unknown>).token;
    for (const item of Object.values(current)) pending.push(item);
  }
  return value;
}

/** The answer, its JSON body without session tokens; any other answer as it is. */
export async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(stripTokens(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
