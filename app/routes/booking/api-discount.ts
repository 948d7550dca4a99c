import * as z from "zod/mini";
import type { DiscountAnswer } from "#shared/api-answers.ts";
import { discountAnswerOf } from "#shared/discount-answer.ts";
import { discountRefusalText } from "#shared/discount-messages.ts";
import { checkDiscount } from "#server/discounts/check-discount.server.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { m } from "#shared/i18n/messages.ts";
import { postedLanguage } from "#server/http/posted-language.server.ts";

/**
 * POST /api/workshops/{workshopId}/discount with { code, teens?, language? }: what the code takes off the order's
 * price, computed by the server (docs/product/booking-and-payment.md#discount-codes), or why it
 * does not apply. Reserves nothing.
 */
export const action = jsonAction({
  name: "Checking a discount code",
  // The booking form says its page's language: the refusals are in it.
  body: z.object({
    code: z.optional(z.unknown()),
    teens: z.optional(z.unknown()),
    language: postedLanguage,
  }),
  refuse: ({ status, message }): DiscountAnswer =>
    status === 400
      ? { ok: false, reason: "unknown", error: discountRefusalText({ reason: "empty" }) }
      : { ok: false, reason: "invalid_request", error: message },
  failure: {
    ok: false,
    reason: "error",
    error: m.something_went_wrong({}, { locale: "en" }),
  } satisfies DiscountAnswer,
  async handle({ code, teens, language }, { params, context: { services, clientIp } }) {
    const answer = discountAnswerOf(
      await checkDiscount(services, { workshopId: params.workshopId ?? "", code, clientIp, teens }),
      language,
    );
    return { status: answer.status, body: answer.body satisfies DiscountAnswer };
  },
});
