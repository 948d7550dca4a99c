import { paths } from "#shared/paths.ts";
import { redirect, type AppLoadContext } from "react-router";
import { isAdmin } from "./is-admin.server.ts";
import { isSameOriginRequest } from "./same-origin.server.ts";
import { getSessionUser, type SessionUser } from "./session.server.ts";

export type AdminSession = { user: SessionUser; session: { expiresAt: string }; headers: Headers };

const AUTH_PAGE = paths.auth;

function refuse(request: Request, status: 401 | 403) {
  // Back-office API endpoints answer JSON; pages send the visitor to the sign-in page.
  if (new URL(request.url).pathname.startsWith(paths.apiPrefix)) {
    return Response.json(
      { error: status === 401 ? "Authentication required" : "Forbidden" },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  }
  return redirect(AUTH_PAGE, { headers: { "Cache-Control": "no-store" } });
}

/**
 * The guard that starts every back-office loader and action: the signed-in
 * administrator, or a thrown redirect to /auth (401/403 JSON for /api/*).
 * State-changing requests from another site are refused outright.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AdminSession> {
  const { auth, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) {
    throw Response.json({ error: "Forbidden" }, { status: 403 });
  }
  const { user, session, headers } = await getSessionUser(auth, request.headers);
  if (!user || !session) throw refuse(request, 401);
  if (!isAdmin(user, config.adminEmails)) throw refuse(request, 403);
  return { user, session, headers };
}
