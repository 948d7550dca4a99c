import { CircleAlert } from "lucide-react";
import { data } from "react-router";
import { ActionMessage } from "#app/components/booking-page/action-message.tsx";
import { ReviewForm } from "#app/components/reviews/review-form.tsx";
import { useSite } from "#app/root.tsx";
import { languageLinks, pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import {
  parseReview,
  REVIEW_LINK_DAYS,
  reviewFormValues,
  type ReviewFormProblem,
  type ReviewFormValues,
} from "#shared/reviews.ts";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { loadReviewPage, submitReview } from "#server/reviews/review-page.server.ts";
import type { Route } from "./+types/review";

// The URL is the family's secret: out of shared caches, other sites' referrers and search engines.
const SECRET_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

export function headers() {
  return SECRET_PAGE_HEADERS;
}

export function meta({ matches, data: loaderData, location }: Route.MetaArgs) {
  const locale = { locale: pageLanguage(location.pathname) };
  const title = loaderData?.review ? m.review_meta_title({}, locale) : m.review_not_found_title({}, locale);
  return [
    { title: pageTitle(matches, title) },
    { name: "robots", content: "noindex, nofollow" },
    ...languageLinks(matches, location.pathname),
    // As on the booking page: the header's no-referrer would blank the form post's Origin, which the
    // same-origin check refuses; within the site the origin is kept.
    { name: "referrer", content: "same-origin" },
  ];
}

/** GET /reviews/{token} (and /fr/reviews/{token}): the family's review page, or a 404 page in its language. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const review = await loadReviewPage(context.services.db, params.token, language, new Date());
  return data({ review: review ?? null }, { status: review ? 200 : 404, headers: SECRET_PAGE_HEADERS });
}

type Answer =
  | { outcome: "saved" }
  | { outcome: "invalid"; problems: ReviewFormProblem[]; values: ReviewFormValues }
  | { outcome: "moderated" };

/** The family's review, from the page's own form (same origin only). Its comment is never logged. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  if (!isSameOriginRequest(request, config.publicUrl)) throw data(null, { status: 403 });
  const values = reviewFormValues(await request.formData());
  const parsed = parseReview(values);
  if (!parsed.ok)
    return data<Answer>({ outcome: "invalid", problems: parsed.problems, values }, { status: 400 });
  const outcome = await submitReview(db, params.token, parsed.review, new Date());
  if (outcome.ok) return data<Answer>({ outcome: "saved" });
  if (outcome.reason === "moderated") return data<Answer>({ outcome: "moderated" }, { status: 409 });
  throw data(null, { status: 404, headers: SECRET_PAGE_HEADERS });
}

function ReviewNotFound() {
  const locale = { locale: useLanguage() };
  const { contactEmail } = useSite();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <CircleAlert aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-5xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{m.review_not_found_heading({}, locale)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        {m.review_not_found_text({ days: String(REVIEW_LINK_DAYS), contactEmail }, locale)}
      </p>
    </div>
  );
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = { locale: useLanguage() };
  const { review } = loaderData;
  if (!review) return <ReviewNotFound />;
  const moderated = review.status === "approved" || review.status === "refused";
  const saved = actionData?.outcome === "saved" || (!actionData && review.status === "submitted");
  const values: ReviewFormValues =
    actionData?.outcome === "invalid"
      ? actionData.values
      : {
          rating: review.rating ? String(review.rating) : "",
          comment: review.comment,
          consent: review.consent,
        };
  return (
    <div className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 md:py-16">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {m.review_eyebrow({}, locale)}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
            {saved
              ? m.review_thanks_heading({}, locale)
              : m.review_heading({ workshopTitle: review.workshopTitle }, locale)}
          </h1>
          <p className="mt-3 text-muted-foreground">{m.review_intro({ dates: review.dates }, locale)}</p>
        </header>
        {saved && !moderated && <ActionMessage ok message={m.review_thanks_text({}, locale)} />}
        <section className="rounded-2xl border border-border bg-white p-5 shadow-sm md:p-6">
          {moderated || actionData?.outcome === "moderated" ? (
            <div className="flex flex-col gap-2">
              <p role="status" className="font-medium">
                {m.review_closed_text({}, locale)}
              </p>
              {review.rating ? (
                <p className="text-muted-foreground">
                  {m.review_your_rating({ rating: String(review.rating) }, locale)}
                </p>
              ) : null}
            </div>
          ) : (
            <ReviewForm
              values={values}
              problems={actionData?.outcome === "invalid" ? actionData.problems : []}
              reviewerName={review.reviewerName}
              editing={review.status === "submitted" || actionData?.outcome === "saved"}
            />
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ReviewNotFound />;
}
