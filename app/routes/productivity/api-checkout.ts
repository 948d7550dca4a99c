import * as z from "zod/mini";
import type { ProductivityCheckoutAnswer } from "#shared/api-answers.ts";
import { productivityCheckoutAnswerOf } from "#shared/productivity-checkout-answer.ts";
import { productivityText } from "#shared/productivity-schema.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { asLanguage } from "#shared/language.ts";
import { inStartSlot } from "#server/seats/seat-lane.server.ts";
import {
  admitProductivityStart,
  createProductivityCheckout,
  productivityFullDuringBurst,
} from "#server/productivity/productivity-checkout.server.ts";

/**
 * POST /api/checkout/productivity (the original's create-productivity-checkout): JSON
 * { selectedSchedule, selectedDate, formData, workshopDetails } -> { url } or { error, code }.
 * The order's fields are checked by createProductivityCheckout, with the form's own messages.
 */
export const action = jsonAction({
  name: "Creating a productivity checkout",
  body: z.record(z.string(), z.unknown()),
  refuse: ({ status, message }): ProductivityCheckoutAnswer =>
    status === 400 ? { error: productivityText.checkoutError, code: "invalid" } : { error: message },
  failure: { error: productivityText.checkoutError } satisfies ProductivityCheckoutAnswer,
  async handle(body, { context: { services, clientIp } }) {
    const started = await inStartSlot(
      async () => {
        // A full group has nothing to hold: answered without spending the rate limit (a burst's cheap path).
        const refused = await admitProductivityStart(services, body, clientIp);
        if (refused) return refused;
        return createProductivityCheckout(services, body, clientIp, { fullChecked: true });
      },
      () => productivityFullDuringBurst(body),
    );
    const outcome = started.ok ? started.value : ({ ok: false, reason: "busy" } as const);
    if (outcome === "rate_limited")
      return {
        status: 429,
        headers: { "Retry-After": "3600" },
        body: {
          error: productivityText.checkoutError,
          code: "rate_limited",
        } satisfies ProductivityCheckoutAnswer,
      };
    // In the order page's language (the body says it), as the family's messages will be.
    const answer = productivityCheckoutAnswerOf(
      outcome,
      asLanguage((body as { language?: unknown }).language),
    );
    // A burst: the seats are not gone, so the parent is told to try again shortly.
    const busy = "code" in answer.body && answer.body.code === "busy";
    return {
      status: answer.status,
      ...(busy && { headers: { "Retry-After": "5" } }),
      body: answer.body satisfies ProductivityCheckoutAnswer,
    };
  },
});
