import { paths } from "#shared/paths.ts";
import * as z from "zod/mini";
import { productivityFormSchema, productivityText } from "#shared/productivity-schema.ts";
import { splitName } from "#server/bookings/booking-details.server.ts";
import { startPayment } from "#server/payments/start-payment.server.ts";
import type { FulfilmentServices } from "#server/payments/fulfilment.server.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { tooManyHoldsText } from "#shared/hold-limit.ts";

/**
 * The spec's create-productivity-checkout body. selectedDate and workshopDetails are accepted
 * but never trusted: the option is looked up by id and the amount is the database price.
 */
const requestSchema = z.object({
  selectedSchedule: z.string().check(z.minLength(1, productivityText.selectSchedule), z.maxLength(64)),
  formData: productivityFormSchema,
});

export type ProductivityCheckoutAnswer = {
  status: number;
  body: { url: string } | { error: string; code?: string };
};

/** Validates the request, holds a seat on the chosen run and creates the hosted checkout session. */
export async function createProductivityCheckout(
  services: FulfilmentServices,
  input: unknown,
  clientIp?: string,
): Promise<ProductivityCheckoutAnswer> {
  const parsed = z.safeParse(requestSchema, input);
  if (!parsed.success)
    return {
      status: 400,
      body: { error: parsed.error.issues[0]?.message ?? productivityText.requiredFields, code: "invalid" },
    };
  const { selectedSchedule, formData } = parsed.data;
  const parent = splitName(formData.parentName);
  const teen = splitName(formData.teenName);
  const base = services.config.publicUrl;
  const started = await startPayment(services, {
    kind: "checkout",
    workshopId: PRODUCTIVITY_WORKSHOP_ID,
    groupId: selectedSchedule,
    details: {
      parentFirstName: parent.first,
      parentLastName: parent.last,
      parentEmail: formData.parentEmail,
      teenFirstName: teen.first,
      teenLastName: teen.last,
      teenAge: formData.teenAge,
      specialRequests: formData.additionalInfo || undefined,
    },
    successUrl: `${base}${paths.productivitySuccess}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}${paths.productivityCancelled}?checkout={HOLD_ID}`,
    clientIp,
  });
  if (started.ok) return { status: 200, body: { url: started.url! } };
  switch (started.reason) {
    case "sold_out":
      return { status: 409, body: { error: productivityText.soldOut, code: "sold_out" } };
    case "not_found":
      return { status: 404, body: { error: productivityText.selectSchedule, code: "not_found" } };
    case "too_many_holds":
      return { status: 429, body: { error: tooManyHoldsText, code: "too_many_holds" } };
    case "below_card_minimum":
      // Only if an admin priced the workshop under €0.50: nothing a card can pay.
      return { status: 422, body: { error: productivityText.checkoutError, code: "below_card_minimum" } };
    default:
      return { status: 502, body: { error: productivityText.checkoutError, code: "provider_error" } };
  }
}
