import type { User } from "#server/db/rows.server.ts";
import type { Auth } from "./auth.server.ts";

/** The columns of the signed-in user that pages and guards read. */
export type SessionUser = Pick<
  User,
  "id" | "email" | "emailVerified" | "name" | "firstName" | "lastName" | "role" | "twoFactorEnabled"
>;

export type SessionInfo = {
  expiresAt: string;
  /** The session was opened with the second factor (or right after setting it up). */
  twoFactorVerified: boolean;
};

/**
 * The signed-in user of a request, or null. `headers` carries the refreshed
 * session cookie when Better Auth extended the session (docs/product/accounts-and-back-office.md#sessions: sessions
 * renew while used); forward it on the response.
 */
export async function getSessionUser(
  auth: Auth,
  requestHeaders: Headers,
): Promise<{ user: SessionUser | null; session: SessionInfo | null; headers: Headers }> {
  const { headers, response } = await auth.api.getSession({ headers: requestHeaders, returnHeaders: true });
  if (!response) return { user: null, session: null, headers };
  const { user, session } = response;
  return {
    session: {
      expiresAt: new Date(session.expiresAt).toISOString(),
      twoFactorVerified: session.twoFactorVerified === true,
    },
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role ?? "user",
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    headers,
  };
}

/** Only the Set-Cookie lines of Better Auth's response headers (a renewed session cookie). */
export function sessionCookieHeaders(headers: Headers): Headers {
  const cookies = new Headers();
  for (const cookie of headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  return cookies;
}
