import type { DiscountAnswer } from "./api-answers.ts";
import type { DiscountPreview } from "./discount-preview.ts";
import type { Language } from "./language.ts";
import { discountRefusalText, type DiscountCheckRefusal } from "./discount-messages.ts";

const statusOf: Record<DiscountCheckRefusal, number> = {
  empty: 400,
  rate_limited: 429,
  no_workshop: 404,
  unknown: 422,
  inactive: 422,
  expired: 422,
  used_up: 422,
  below_minimum: 422,
};

/** The route's answer to a check's outcome: the status, and the parent's text for a refusal. */
export function discountAnswerOf(
  outcome: ({ ok: true } & DiscountPreview) | { ok: false; reason: DiscountCheckRefusal; minAmount?: number },
  language: Language = "en",
): { status: number; body: DiscountAnswer } {
  if (outcome.ok) {
    const { code, subtotal, discountAmount, finalAmount } = outcome;
    return { status: 200, body: { ok: true, code, subtotal, discountAmount, finalAmount } };
  }
  // An empty code answers 'unknown' on the wire, as it always has.
  const reason = outcome.reason === "empty" ? "unknown" : outcome.reason;
  return {
    status: statusOf[outcome.reason],
    body: { ok: false, reason, error: discountRefusalText(outcome, language) },
  };
}
