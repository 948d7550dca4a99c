import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { recordAudit, type Actor } from "#server/audit/audit-log.server.ts";
import type { Database } from "#server/db/client.server.ts";
import { reviews, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import { backOfficeLanguage } from "#shared/language.ts";
import type { ReviewDecision } from "#shared/reviews.ts";
import { isUuid } from "#shared/uuid.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";

/** The reviews families have written, newest first, for the back-office (requests not answered are left out). */
export async function reviewsToModerate(db: Pick<Database, "select">) {
  const rows = await db
    .select({
      id: reviews.id,
      status: reviews.status,
      rating: reviews.rating,
      comment: reviews.comment,
      consent: reviews.publishConsent,
      reviewerName: reviews.reviewerName,
      submittedAt: reviews.submittedAt,
      workshopTitle: workshops.title,
      frenchTexts: workshops.frenchTexts,
      ...groupScheduleColumns,
    })
    .from(reviews)
    .innerJoin(workshopGroups, eq(workshopGroups.id, reviews.groupId))
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(ne(reviews.status, "requested"))
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    rating: row.rating,
    comment: row.comment ?? "",
    consent: row.consent,
    reviewerName: row.reviewerName,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    workshop: `${workshopTitleIn({ title: row.workshopTitle, frenchTexts: row.frenchTexts }, backOfficeLanguage)} (${sessionDatesText(scheduleOfGroup(row), backOfficeLanguage)})`,
  }));
}

/**
 * An administrator approves or refuses a written review (either may be changed later); the audit log
 * records the decision by the review's id, never its comment (it may name a child).
 */
export async function moderateReview(
  db: Database,
  input: { reviewId: string; decision: ReviewDecision; actor: Actor; now: Date },
): Promise<boolean> {
  if (!isUuid(input.reviewId)) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: reviews.status })
      .from(reviews)
      .where(
        and(eq(reviews.id, input.reviewId), inArray(reviews.status, ["submitted", "approved", "refused"])),
      )
      .for("update");
    if (!before) return false;
    await tx
      .update(reviews)
      .set({ status: input.decision, moderatedAt: input.now, moderatedBy: input.actor.id })
      .where(eq(reviews.id, input.reviewId));
    await recordAudit(tx, {
      actor: input.actor,
      action: "update",
      entity: "review",
      entityId: input.reviewId,
      before: { status: before.status },
      after: { status: input.decision },
    });
    return true;
  });
}
