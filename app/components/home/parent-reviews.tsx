import { Star } from "lucide-react";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";

export type ParentReview = {
  id: string;
  reviewerName: string;
  rating: number;
  comment: string;
  reviewDate: string;
  workshopTitle: string;
  workshopDates: string;
};

/**
 * The families' own reviews, approved by the academy and published with their writer's consent
 * (docs/product/reviews-and-certificates.md): the parent's first name and initial, the rating, the
 * dates of the review and of the workshop, and how reviews are checked. Plain HTML: nothing to hydrate.
 */
export function ParentReviews({ reviews }: { reviews: readonly ParentReview[] }) {
  const locale = { locale: useLanguage() };
  if (reviews.length === 0) return null;
  return (
    <div className="mt-14" data-testid="parent-reviews">
      <h3 id="parent-reviews-heading" className="text-center text-2xl font-bold">
        {m.home_reviews_heading({}, locale)}
      </h3>
      <ul aria-labelledby="parent-reviews-heading" className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-white p-6 shadow-sm">
              <p className="flex items-center gap-1 text-amber-600">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star
                    key={index}
                    aria-hidden="true"
                    className="size-4"
                    fill={index < review.rating ? "currentColor" : "none"}
                  />
                ))}
                <span className="sr-only">
                  {m.home_reviews_rating({ rating: String(review.rating) }, locale)}
                </span>
              </p>
              <blockquote className="text-base leading-relaxed whitespace-pre-line wrap-anywhere">
                {review.comment}
              </blockquote>
              <figcaption className="mt-auto text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">{review.reviewerName}</span>
                {" · "}
                {review.workshopTitle}
                <br />
                {m.home_reviews_dates(
                  { reviewDate: review.reviewDate, workshopDates: review.workshopDates },
                  locale,
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted-foreground">
        {m.home_reviews_checked({}, locale)}
      </p>
    </div>
  );
}
