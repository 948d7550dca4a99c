import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";
import { reviews, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import type { ReviewInput, ReviewStatus } from "#shared/reviews.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";

export type ReviewPageView = {
  workshopTitle: string;
  dates: string;
  reviewerName: string;
  status: ReviewStatus;
  rating: number | null;
  comment: string;
  consent: boolean;
};

/**
 * A review page (docs/product/reviews-and-certificates.md) by its token, in the page's language:
 * undefined for an unknown, malformed or expired token (the page answers 404).
 */
export async function loadReviewPage(
  db: Pick<Database, "select">,
  token: string,
  language: Language,
  now: Date,
): Promise<ReviewPageView | undefined> {
  if (!isRandomToken(token)) return undefined;
  const [row] = await db
    .select({
      reviewerName: reviews.reviewerName,
      status: reviews.status,
      rating: reviews.rating,
      comment: reviews.comment,
      consent: reviews.publishConsent,
      workshopTitle: workshops.title,
      frenchTexts: workshops.frenchTexts,
      ...groupScheduleColumns,
    })
    .from(reviews)
    .innerJoin(workshopGroups, eq(workshopGroups.id, reviews.groupId))
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(and(eq(reviews.token, token), gt(reviews.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  return {
    workshopTitle: workshopTitleIn({ title: row.workshopTitle, frenchTexts: row.frenchTexts }, language),
    dates: sessionDatesText(scheduleOfGroup(row), language),
    reviewerName: row.reviewerName,
    status: row.status,
    rating: row.rating,
    comment: row.comment ?? "",
    consent: row.consent,
  };
}

export type SubmitReviewOutcome = { ok: true } | { ok: false; reason: "not_found" | "moderated" };

/**
 * Records a family's review: one per token, which the family may change until an administrator has
 * read it. The comment is stored, never logged (it may name a child).
 */
export async function submitReview(
  db: Database,
  token: string,
  review: ReviewInput,
  now: Date,
): Promise<SubmitReviewOutcome> {
  if (!isRandomToken(token)) return { ok: false, reason: "not_found" };
  const [updated] = await db
    .update(reviews)
    .set({
      rating: review.rating,
      comment: review.comment === "" ? null : review.comment,
      publishConsent: review.consent,
      status: "submitted",
      submittedAt: now,
    })
    .where(
      and(
        eq(reviews.token, token),
        gt(reviews.expiresAt, now),
        inArray(reviews.status, ["requested", "submitted"]),
      ),
    )
    .returning({ id: reviews.id });
  if (updated) return { ok: true };
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.token, token),
        gt(reviews.expiresAt, now),
        sql`${reviews.status} in ('approved', 'refused')`,
      ),
    )
    .limit(1);
  return { ok: false, reason: existing ? "moderated" : "not_found" };
}
