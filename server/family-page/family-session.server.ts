import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { familySignInLinks } from "#server/db/schema.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";
import { FAMILY_SESSION_MINUTES } from "#shared/family-page.ts";
import { familySecretHash, newFamilySecret } from "./family-secret.server.ts";

/** The family page's cookie secret and when the page closes, or why the link opened nothing. */
export type FamilySignIn = { ok: true; session: string; expiresAt: Date } | { ok: false };

/**
 * Uses an e-mailed sign-in link (docs/product/after-sale-and-refunds.md#family-page): once, before it
 * expires. One statement marks it used and stores the hash of a new cookie secret, so two clicks at
 * the same moment open one page, and an expired, used, forged or malformed link opens none.
 */
export async function signInWithFamilyLink(
  db: Pick<Database, "update">,
  token: string,
  now: Date = new Date(),
): Promise<FamilySignIn> {
  if (!isRandomToken(token)) return { ok: false };
  const session = newFamilySecret();
  const expiresAt = new Date(now.getTime() + FAMILY_SESSION_MINUTES * 60_000);
  const [used] = await db
    .update(familySignInLinks)
    .set({ usedAt: now, sessionHash: familySecretHash(session), sessionExpiresAt: expiresAt })
    .where(
      and(
        eq(familySignInLinks.tokenHash, familySecretHash(token)),
        isNull(familySignInLinks.usedAt),
        gt(familySignInLinks.expiresAt, now),
      ),
    )
    .returning({ id: familySignInLinks.id });
  return used ? { ok: true, session, expiresAt } : { ok: false };
}

/** The address whose bookings an open family page shows, or undefined (no cookie, closed, forged). */
export async function familySessionEmail(
  db: Pick<Database, "select">,
  session: string | undefined,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (!session || !isRandomToken(session)) return undefined;
  const [row] = await db
    .select({ email: familySignInLinks.email })
    .from(familySignInLinks)
    .where(
      and(
        eq(familySignInLinks.sessionHash, familySecretHash(session)),
        gt(familySignInLinks.sessionExpiresAt, now),
      ),
    )
    .limit(1);
  return row?.email;
}

/** Closes a family page before its time (its "Sign out"): the cookie no longer opens it. */
export async function endFamilySession(
  db: Pick<Database, "update">,
  session: string | undefined,
  now: Date = new Date(),
) {
  if (!session || !isRandomToken(session)) return;
  await db
    .update(familySignInLinks)
    .set({ sessionExpiresAt: now })
    .where(
      and(
        eq(familySignInLinks.sessionHash, familySecretHash(session)),
        gt(familySignInLinks.sessionExpiresAt, now),
      ),
    );
}
