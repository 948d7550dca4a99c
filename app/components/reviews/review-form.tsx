import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field-error.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useLanguage } from "#app/lib/use-language.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_RATINGS,
  type ReviewFormProblem,
  type ReviewFormValues,
} from "#shared/reviews.ts";

const ratingLabel = (rating: number, locale: { locale: Language }) =>
  [
    m.review_rating_1({}, locale),
    m.review_rating_2({}, locale),
    m.review_rating_3({}, locale),
    m.review_rating_4({}, locale),
    m.review_rating_5({}, locale),
  ][rating - 1]!;

/**
 * The review form (docs/product/reviews-and-certificates.md): a rating from 1 to 5 as a group of
 * native radio buttons with visible labels (arrow keys move between them), an optional comment and
 * the consent to publish. A plain form post: it works before any script loads.
 */
export function ReviewForm(props: {
  values: ReviewFormValues;
  problems: readonly ReviewFormProblem[];
  reviewerName: string;
  editing: boolean;
}) {
  const locale = { locale: useLanguage() };
  const busy = useNavigation().state === "submitting";
  const ratingError = props.problems.includes("rating") ? m.review_error_rating({}, locale) : undefined;
  const commentError = props.problems.includes("comment_too_long")
    ? m.review_error_comment_too_long({ max: String(REVIEW_COMMENT_MAX_LENGTH) }, locale)
    : undefined;
  return (
    <Form method="post" className="flex flex-col gap-6" noValidate>
      {props.problems.length > 0 && (
        <p role="alert" className="rounded-lg bg-red-100 px-4 py-3 text-sm font-medium text-destructive">
          {m.review_error_summary({}, locale)}
        </p>
      )}
      <fieldset
        className="flex flex-col gap-3"
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? "review-rating-error" : undefined}
      >
        <legend className="mb-2 text-sm font-semibold">{m.review_rating_legend({}, locale)}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {REVIEW_RATINGS.map((rating) => (
            <label
              key={rating}
              htmlFor={`review-rating-${rating}`}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-white px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                id={`review-rating-${rating}`}
                type="radio"
                name="rating"
                value={String(rating)}
                defaultChecked={props.values.rating === String(rating)}
                required
                className="size-4 accent-primary"
              />
              {ratingLabel(rating, locale)}
            </label>
          ))}
        </div>
        <FieldError id="review-rating-error" message={ratingError} />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor="review-comment">{m.review_comment_label({}, locale)}</Label>
        <p id="review-comment-hint" className="text-sm text-muted-foreground">
          {m.review_comment_hint({ max: String(REVIEW_COMMENT_MAX_LENGTH) }, locale)}
        </p>
        <Textarea
          id="review-comment"
          name="comment"
          rows={6}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          defaultValue={props.values.comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? "review-comment-hint review-comment-error" : "review-comment-hint"}
        />
        <FieldError id="review-comment-error" message={commentError} />
      </div>
      <div className="flex items-start gap-3">
        <input
          id="review-consent"
          type="checkbox"
          name="consent"
          value="yes"
          defaultChecked={props.values.consent}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <Label htmlFor="review-consent" className="leading-snug font-normal">
          {m.review_consent_label({ name: props.reviewerName }, locale)}
        </Label>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {props.editing ? m.review_update({}, locale) : m.review_submit({}, locale)}
        </Button>
      </div>
    </Form>
  );
}
