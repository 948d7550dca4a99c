import { and, eq, lt, or } from "drizzle-orm";
import { recordAudit, SYSTEM_ACTOR } from "#server/audit/audit-log.server.ts";
import type { Transaction } from "#server/db/client.server.ts";
import { reviews } from "#server/db/schema.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product/childrens-data.md#retention: how long each kind of review is kept. */
export const REVIEW_RETENTION = { refusedDays: 30, writtenYears: 3 } as const;

/**
 * Deletes, in the retention job's transaction, the review requests never answered once their link
 * has expired, the refused reviews 30 days after the decision, and every review 3 years after it was
 * written (a published one leaves the home page then). Counted in the audit log, never quoted.
 */
export async function purgeReviews(tx: Transaction, now: Date): Promise<number> {
  const writtenBefore = new Date(now);
  writtenBefore.setUTCFullYear(writtenBefore.getUTCFullYear() - REVIEW_RETENTION.writtenYears);
  const deleted = await tx
    .delete(reviews)
    .where(
      or(
        and(eq(reviews.status, "requested"), lt(reviews.expiresAt, now)),
        and(
          eq(reviews.status, "refused"),
          lt(reviews.moderatedAt, new Date(now.getTime() - REVIEW_RETENTION.refusedDays * DAY_MS)),
        ),
        lt(reviews.submittedAt, writtenBefore),
      ),
    )
    .returning({ id: reviews.id });
  if (deleted.length > 0)
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: "delete",
      entity: "review",
      after: { deleted: deleted.length },
    });
  return deleted.length;
}
