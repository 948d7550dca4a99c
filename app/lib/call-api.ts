/*
 * The one way the browser calls the server's JSON endpoints. Every answer is checked against the
 * endpoint's reply schema (shared/api-replies.ts) instead of being trusted with `as T`, and every
 * way a call can go wrong ends as a typed outcome the caller must handle: no answer at all (offline,
 * blocked), an answer that is not the endpoint's (a proxy's error page, a 500 from elsewhere), or
 * the endpoint's own reply, whatever its status (its error replies are part of its schema).
 *
 * It takes any zod schema by its `safeParse` alone, so that this module ships no validation
 * library: a page that already loads zod (or loads it lazily) brings the schema itself.
 */

type ReplySchema<Reply> = {
  safeParse(data: unknown): { success: true; data: Reply } | { success: false };
};

export type CallOutcome<Reply> =
  /** The endpoint answered with one of its replies (a 4xx reply with an error text included). */
  | { kind: "reply"; status: number; reply: Reply }
  /** Something answered, but not with one of the endpoint's replies. */
  | { kind: "unexpected"; status: number }
  /** Nothing answered: offline, blocked, or aborted. */
  | { kind: "network-error" };

export type CallOptions<Reply> = {
  schema: ReplySchema<Reply>;
  method?: "GET" | "POST";
  /** Sent as application/json. */
  json?: unknown;
  signal?: AbortSignal;
};

export async function callApi<Reply>(url: string, options: CallOptions<Reply>): Promise<CallOutcome<Reply>> {
  const { schema, json, signal } = options;
  const method = options.method ?? (json === undefined ? "GET" : "POST");
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      headers: {
        Accept: "application/json",
        ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    return { kind: "network-error" };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: "unexpected", status: response.status };
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { kind: "reply", status: response.status, reply: parsed.data }
    : { kind: "unexpected", status: response.status };
}
