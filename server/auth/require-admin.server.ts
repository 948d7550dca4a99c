import { redirect, type AppLoadContext } from "react-router";
import { paths } from "#shared/paths.ts";
import { COACH_ROLE } from "#shared/stored-values.ts";
import { isAdmin } from "./is-admin.server.ts";
import { isSameOriginRequest } from "./same-origin.server.ts";
import { getSessionUser, type SessionInfo, type SessionUser } from "./session.server.ts";

export type AdminSession = { user: SessionUser; session: SessionInfo; headers: Headers };

const AUTH_PAGE = paths.auth;
/** Where an administrator whose session has not passed the second factor is sent. */
export const TWO_FACTOR_PAGE = paths.twoFactorSetup;

/** A refusal: JSON for API endpoints; for pages a redirect (to the sign-in page unless said). */
export function refuse(request: Request, status: 401 | 403, page: string = AUTH_PAGE) {
  // Back-office API endpoints answer JSON; pages send the visitor to the sign-in page.
  if (new URL(request.url).pathname.startsWith(paths.apiPrefix)) {
    const error =
      status === 401
        ? "Authentication required"
        : page === TWO_FACTOR_PAGE
          ? "Second factor required"
          : "Forbidden";
    return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
  }
  return redirect(page, { headers: { "Cache-Control": "no-store" } });
}

/**
 * The guard that starts every back-office loader and action: the signed-in
 * administrator, or a thrown redirect to /auth (401/403 JSON for /api/*).
 * An administrator's session that has not passed the second factor is sent to
 * /auth/two-factor (set it up at the first sign-in). A coach is refused and sent to
 * the coaches' area. State-changing requests from another site are refused outright.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AdminSession> {
  const { auth, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) {
    throw Response.json({ error: "Forbidden" }, { status: 403 });
  }
  const { user, session, headers } = await getSessionUser(auth, request.headers);
  if (!user || !session) throw refuse(request, 401);
  if (!isAdmin(user, config.adminEmails))
    throw refuse(request, 403, user.role === COACH_ROLE ? paths.coach : AUTH_PAGE);
  if (!session.twoFactorVerified) throw refuse(request, 403, TWO_FACTOR_PAGE);
  return { user, session, headers };
}
