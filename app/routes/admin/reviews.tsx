import { useEffect, useRef } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle } from "#app/lib/seo.ts";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import { backOfficeLanguage, type Language } from "#shared/language.ts";
import { REVIEW_DECISIONS, type ReviewDecision, type ReviewStatus } from "#shared/reviews.ts";
import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { moderateReview, reviewsToModerate } from "#server/reviews/review-moderation.server.ts";
import type { Route } from "./+types/reviews";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(matches, m.admin_reviews_title({}, { locale: backOfficeLanguage }), "back-office") },
  ];
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** GET /admin/reviews: the families' reviews, newest first (docs/product/reviews-and-certificates.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const reviews = await reviewsToModerate(context.services.db);
  return {
    reviews: reviews.map((review) => ({
      ...review,
      date: review.submittedAt ? dateFormat.format(new Date(review.submittedAt)) : "",
    })),
  };
}

/** The action's answer; a decision made names its review, whose card keeps the keyboard focus. */
type Answer = { ok: boolean; message: string; reviewId?: string };
const locale = { locale: backOfficeLanguage };

/** An administrator approves or refuses a review (requireAdmin checks the origin of every post). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  const form = await request.formData();
  const decision = form.get("decision");
  const reviewId = form.get("reviewId");
  if (typeof reviewId !== "string" || !REVIEW_DECISIONS.includes(decision as ReviewDecision))
    return data<Answer>({ ok: false, message: m.admin_reviews_bad_request({}, locale) }, 400);
  const done = await moderateReview(context.services.db, {
    reviewId,
    decision: decision as ReviewDecision,
    actor: { id: user.id, email: user.email },
    now: new Date(),
  });
  if (!done) return data<Answer>({ ok: false, message: m.admin_reviews_not_found({}, locale) }, 404);
  return data<Answer>({
    ok: true,
    message:
      decision === "approved" ? m.admin_reviews_approved({}, locale) : m.admin_reviews_refused({}, locale),
    reviewId,
  });
}

const statusBadge = (status: ReviewStatus, language: Language) => {
  const l = { locale: language };
  if (status === "approved") return <Badge variant="success">{m.admin_reviews_status_approved({}, l)}</Badge>;
  if (status === "refused") return <Badge variant="muted">{m.admin_reviews_status_refused({}, l)}</Badge>;
  return <Badge variant="warning">{m.admin_reviews_status_submitted({}, l)}</Badge>;
};

/** The moderation of the families' reviews: each one with its rating, comment, workshop, date and consent. */
export default function Reviews({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const l = { locale: language };
  const answer = useActionData<Answer>();
  const busy = useNavigation().state !== "idle";
  // The button just pressed is gone once the decision is made (only the other one is offered): the
  // focus goes to that other one, in the same review, rather than back to the top of the page.
  // Once the page is idle again: the buttons are disabled while the list reloads.
  const focused = useRef<Answer | undefined>(undefined);
  useEffect(() => {
    if (busy || !answer?.ok || !answer.reviewId || focused.current === answer) return;
    focused.current = answer;
    document.querySelector<HTMLElement>(`[data-review-id="${CSS.escape(answer.reviewId)}"] button`)?.focus();
  }, [answer, busy]);
  return (
    <>
      <AdminPageHeader
        title={m.admin_reviews_title({}, l)}
        description={m.admin_reviews_description({}, l)}
      />
      {answer ? (
        <Alert
          variant={answer.ok ? "success" : "destructive"}
          role={answer.ok ? "status" : "alert"}
          className="mb-6"
        >
          {answer.message}
        </Alert>
      ) : null}
      {loaderData.reviews.length === 0 ? (
        <p className="rounded-xl border border-border bg-white p-6 text-muted-foreground">
          {m.admin_reviews_empty({}, l)}
        </p>
      ) : (
        <ul aria-label={m.admin_reviews_table({}, l)} className="flex flex-col gap-4">
          {loaderData.reviews.map((review) => (
            <li
              key={review.id}
              data-testid="admin-review"
              data-review-id={review.id}
              className="rounded-xl border border-border bg-white p-4 shadow-sm md:p-5"
            >
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
                <div>
                  <dt className="text-xs font-semibold text-muted-foreground uppercase">
                    {m.admin_reviews_rating({}, l)}
                  </dt>
                  <dd className="text-base font-bold tabular-nums">
                    {review.rating ? m.admin_reviews_rating_value({ rating: String(review.rating) }, l) : "—"}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-muted-foreground uppercase">
                    {m.admin_reviews_status({}, l)}
                  </dt>
                  <dd>{statusBadge(review.status, language)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-muted-foreground uppercase">
                    {m.admin_reviews_date({}, l)}
                  </dt>
                  <dd>{review.date}</dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-muted-foreground uppercase">
                    {m.admin_reviews_consent({}, l)}
                  </dt>
                  <dd>
                    {review.consent
                      ? m.admin_reviews_consent_yes({ name: review.reviewerName }, l)
                      : m.admin_reviews_consent_no({}, l)}
                  </dd>
                </div>
                <div className="sm:col-span-2 lg:col-span-4">
                  <dt className="text-xs font-semibold text-muted-foreground uppercase">
                    {m.admin_reviews_workshop({}, l)}
                  </dt>
                  <dd>{review.workshop}</dd>
                </div>
                <div className="sm:col-span-2 lg:col-span-4">
                  <dt className="text-xs font-semibold text-muted-foreground uppercase">
                    {m.admin_reviews_comment({}, l)}
                  </dt>
                  <dd className="whitespace-pre-line wrap-anywhere">
                    {review.comment || (
                      <span className="text-muted-foreground">{m.admin_reviews_no_comment({}, l)}</span>
                    )}
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                {REVIEW_DECISIONS.filter((decision) => decision !== review.status).map((decision) => (
                  <Form method="post" key={decision}>
                    <input type="hidden" name="reviewId" value={review.id} />
                    <input type="hidden" name="decision" value={decision} />
                    <Button
                      type="submit"
                      size="sm"
                      variant={decision === "approved" ? "default" : "outline"}
                      disabled={busy}
                    >
                      {decision === "approved"
                        ? m.admin_reviews_approve({}, l)
                        : m.admin_reviews_refuse({}, l)}
                    </Button>
                  </Form>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
