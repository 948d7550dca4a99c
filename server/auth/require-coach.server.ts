import type { AppLoadContext } from "react-router";
import { COACH_ROLE } from "#shared/stored-values.ts";
import { isAdmin } from "./is-admin.server.ts";
import { refuse, TWO_FACTOR_PAGE } from "./require-admin.server.ts";
import { isSameOriginRequest } from "./same-origin.server.ts";
import { getSessionUser, type SessionInfo, type SessionUser } from "./session.server.ts";

export type CoachSession = {
  user: SessionUser;
  session: SessionInfo;
  headers: Headers;
  /** An administrator may open the coaches' area too, for every group. */
  isAdmin: boolean;
};

/**
 * The guard that starts every loader and action of the coaches' area
 * (docs/product/coaches-and-attendance.md#coaches): a signed-in coach or administrator whose
 * session passed the second factor, or a thrown redirect (to /auth, or to /auth/two-factor). Which
 * groups a coach may see is the page's next question (server/coaches/group-coaches.server.ts).
 */
export async function requireCoach(request: Request, context: AppLoadContext): Promise<CoachSession> {
  const { auth, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) {
    throw Response.json({ error: "Forbidden" }, { status: 403 });
  }
  const { user, session, headers } = await getSessionUser(auth, request.headers);
  if (!user || !session) throw refuse(request, 401);
  const admin = isAdmin(user, config.adminEmails);
  if (!admin && user.role !== COACH_ROLE) throw refuse(request, 403);
  if (!session.twoFactorVerified) throw refuse(request, 403, TWO_FACTOR_PAGE);
  return { user, session, headers, isAdmin: admin };
}
