/*
 * A family's review of a workshop (docs/product/reviews-and-certificates.md): what is stored and
 * how a submitted form is read, shared by the review page, its server and the back-office.
 */

export const REVIEW_STATUSES = ["requested", "submitted", "approved", "refused"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What an administrator decides about a written review. */
export const REVIEW_DECISIONS = ["approved", "refused"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** How long a review page answers after its request was sent. */
export const REVIEW_LINK_DAYS = 60;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

export type ReviewFormValues = { rating: string; comment: string; consent: boolean };
export type ReviewFormProblem = "rating" | "comment_too_long";
export type ReviewInput = { rating: number; comment: string; consent: boolean };

// A NUL (no text column takes one) and the halves of surrogate pairs left alone: removed, not refused,
// since a pasted comment may carry them without the parent seeing anything.
// eslint-disable-next-line no-control-regex -- the NUL is what this removes
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A comment as stored: storable characters only, Windows line ends made plain, no surrounding space. */
export function cleanComment(value: string): string {
  return value.replace(UNSTORABLE, "").replace(/\r\n?/g, "\n").trim();
}

/** The form's values as typed (for showing them again), from a posted form. */
export function reviewFormValues(form: FormData): ReviewFormValues {
  const rating = form.get("rating");
  const comment = form.get("comment");
  return {
    rating: typeof rating === "string" ? rating : "",
    comment: typeof comment === "string" ? comment : "",
    consent: form.get("consent") === "yes",
  };
}

/** The review a form holds, or what is wrong with it (a rating is required; a comment is optional). */
export function parseReview(
  values: ReviewFormValues,
): { ok: true; review: ReviewInput } | { ok: false; problems: ReviewFormProblem[] } {
  const problems: ReviewFormProblem[] = [];
  const rating = /^[1-5]$/.test(values.rating) ? Number(values.rating) : null;
  if (rating === null) problems.push("rating");
  const comment = cleanComment(values.comment);
  if (comment.length > REVIEW_COMMENT_MAX_LENGTH) problems.push("comment_too_long");
  if (rating === null || problems.length > 0) return { ok: false, problems };
  return { ok: true, review: { rating, comment, consent: values.consent } };
}

/** How a published review names its writer: the parent's first name and the initial of the last ("Claire D."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
