import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { reviews, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { scheduleOfGroup } from "#server/group-schedule/group-columns.server.ts";
import { groupScheduleColumns } from "#server/group-schedule/group-columns.server.ts";
import { sessionDatesText } from "#shared/group-schedule.ts";
import type { Language } from "#shared/language.ts";
import { workshopTitleIn } from "#shared/workshop-texts.ts";

/** How many reviews the home page shows, newest first. */
export const PUBLISHED_REVIEWS_SHOWN = 6;
const LOCALES: Record<Language, string> = { en: "en-GB", fr: "fr-FR" };

export type PublishedReview = {
  id: string;
  reviewerName: string;
  rating: number;
  comment: string;
  reviewDate: string;
  workshopTitle: string;
  workshopDates: string;
};

/**
 * The reviews the home page shows (docs/product/reviews-and-certificates.md): approved by an
 * administrator, published with the writer's consent, with a comment; signed with the parent's first
 * name and initial, dated, and with the workshop's dates.
 */
export async function publishedReviews(
  db: Pick<Database, "select">,
  language: Language,
): Promise<PublishedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      comment: reviews.comment,
      submittedAt: reviews.submittedAt,
      workshopTitle: workshops.title,
      frenchTexts: workshops.frenchTexts,
      ...groupScheduleColumns,
    })
    .from(reviews)
    .innerJoin(workshopGroups, eq(workshopGroups.id, reviews.groupId))
    .innerJoin(workshops, eq(workshops.id, workshopGroups.workshopId))
    .where(
      and(
        eq(reviews.status, "approved"),
        eq(reviews.publishConsent, true),
        isNotNull(reviews.comment),
        isNotNull(reviews.rating),
        isNotNull(reviews.submittedAt),
      ),
    )
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(PUBLISHED_REVIEWS_SHOWN);
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "Europe/Paris" });
  return rows.map((row) => ({
    id: row.id,
    reviewerName: row.reviewerName,
    rating: row.rating!,
    comment: row.comment!,
    reviewDate: day.format(row.submittedAt!),
    workshopTitle: workshopTitleIn({ title: row.workshopTitle, frenchTexts: row.frenchTexts }, language),
    workshopDates: sessionDatesText(scheduleOfGroup(row), language),
  }));
}
