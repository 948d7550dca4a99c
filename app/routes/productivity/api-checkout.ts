import * as z from "zod/mini";
import type { ProductivityCheckoutReply } from "#shared/api-replies.ts";
import { productivityCheckoutAnswerOf } from "#shared/productivity-checkout-answer.ts";
import { productivityText } from "#shared/productivity-schema.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { allowPaymentStart } from "#server/payments/start-rate-limit.server.ts";
import { createProductivityCheckout } from "#server/productivity/productivity-checkout.server.ts";

/**
 * POST /api/checkout/productivity (the original's create-productivity-checkout): JSON
 * { selectedSchedule, selectedDate, formData, workshopDetails } -> { url } or { error, code }.
 * The order's fields are checked by createProductivityCheckout, with the form's own messages.
 */
export const action = jsonAction({
  name: "Creating a productivity checkout",
  body: z.record(z.string(), z.unknown()),
  refuse: ({ status, message }): ProductivityCheckoutReply =>
    status === 400 ? { error: productivityText.checkoutError, code: "invalid" } : { error: message },
  failure: { error: productivityText.checkoutError } satisfies ProductivityCheckoutReply,
  async handle(body, { context: { services, clientIp } }) {
    if (!(await allowPaymentStart(services, clientIp)))
      return {
        status: 429,
        headers: { "Retry-After": "3600" },
        body: {
          error: productivityText.checkoutError,
          code: "rate_limited",
        } satisfies ProductivityCheckoutReply,
      };
    const answer = productivityCheckoutAnswerOf(await createProductivityCheckout(services, body, clientIp));
    // A burst on the group: its seats are not gone, so the parent is told to try again shortly.
    const busy = "code" in answer.body && answer.body.code === "busy";
    return {
      status: answer.status,
      ...(busy && { headers: { "Retry-After": "5" } }),
      body: answer.body satisfies ProductivityCheckoutReply,
    };
  },
});
