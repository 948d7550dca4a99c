import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { validateBooking, type BookingField } from "#shared/booking-schema.ts";
import { belowCardMinimumText } from "#shared/card-minimum.ts";
import { tooManyHoldsText } from "#shared/hold-limit.ts";
import type { FieldErrors } from "#shared/form-errors.ts";
import { checkoutSessions } from "#server/db/schema.server.ts";
import { discountMessages, evaluateDiscount } from "#server/discounts/discount-rules.server.ts";
import { findDiscountCode } from "#server/discounts/find-discount-code.server.ts";
import { cancelPayment } from "#server/payments/cancel-payment.server.ts";
import type { FulfilmentServices } from "#server/payments/fulfilment.server.ts";
import { startPayment } from "#server/payments/start-payment.server.ts";
import { findBookingWorkshop } from "./booking-workshop.server.ts";

export const bookingPaymentText = {
  failure: "An error occurred during payment processing.",
  notBookable: "This workshop is not open for booking.",
  soldOut: "This workshop is now full. Join the waiting list to hear when a place opens.",
  invalidForm: "Please check the booking form and try again.",
  chooseGroup: "Please choose a group.",
  groupFull: "This group is now full. Please choose another group.",
} as const;

// The spec's body (docs/product/booking-and-payment.md#payment-page). `amount` is accepted and ignored: the server prices (docs/product/booking-and-payment.md#amounts).
const requestSchema = z.object({
  workshopId: z.string().min(1).max(100),
  amount: z.unknown().optional(),
  formData: z.record(z.string(), z.unknown()),
  workshop: z.unknown().optional(),
  /** The intent a retry replaces (after a declined card): its hold is released at once. */
  previous: z.object({ paymentIntentId: z.string().max(255), clientSecret: z.string().max(255) }).optional(),
});

export type BookingPaymentAnswer =
  | {
      status: 200;
      body: {
        clientSecret: string;
        paymentIntentId: string;
        finalAmount: number;
        discountAmount: number;
        /** The names docs/product/booking-and-payment.md#payment-page says the page reads. */
        client_secret: string;
        payment_intent_id: string;
      };
    }
  | {
      status: 400 | 404 | 409 | 422 | 429 | 502;
      body: { error: string; fieldErrors?: FieldErrors<BookingField> };
    };

async function releasePrevious(
  services: FulfilmentServices,
  previous: { paymentIntentId: string; clientSecret: string },
) {
  const [hold] = await services.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.providerSessionId, previous.paymentIntentId),
        eq(checkoutSessions.clientSecret, previous.clientSecret),
        eq(checkoutSessions.kind, "payment_intent"),
      ),
    );
  if (hold) await cancelPayment(services, hold.id);
}

/**
 * create-payment-intent for the booking flow: validates the form again,
 * prices the booking from the database and the discount rules, and starts a
 * payment intent through the payment core, which holds a seat (and the code's
 * use) for the hold's lifetime.
 */
export async function createBookingPayment(
  services: FulfilmentServices,
  input: unknown,
  clientIp?: string,
): Promise<BookingPaymentAnswer> {
  const request = requestSchema.safeParse(input);
  if (!request.success) return { status: 400, body: { error: bookingPaymentText.invalidForm } };
  const { workshopId, formData, previous } = request.data;

  const found = await findBookingWorkshop(services.db, workshopId);
  if (found.status === "not-found" || found.status === "productivity")
    return { status: 404, body: { error: bookingPaymentText.notBookable } };
  if (found.status === "full") return { status: 409, body: { error: bookingPaymentText.soldOut } };
  const { workshop } = found;

  const form = validateBooking(
    Object.fromEntries(
      Object.entries(formData).map(([key, value]) => [key, typeof value === "string" ? value : ""]),
    ),
    workshop,
  );
  if (!form.success)
    return { status: 400, body: { error: bookingPaymentText.invalidForm, fieldErrors: form.errors } };
  const values = form.data;

  // A workshop with groups on sale is booked into one of them (docs/product/groups.md#choosing-a-group).
  const chosen = typeof formData.groupId === "string" ? formData.groupId : "";
  const group = workshop.groups.find((candidate) => candidate.id === chosen);
  if (workshop.groups.length > 0 && !group)
    return { status: 400, body: { error: bookingPaymentText.chooseGroup } };
  if (group && group.spotsLeft <= 0) return { status: 409, body: { error: bookingPaymentText.groupFull } };

  let discount: { codeId: string; code: string; amount: number } | undefined;
  if (values.discountCode) {
    const code = await findDiscountCode(services.db, values.discountCode);
    const evaluation = evaluateDiscount(code, workshop.price, { reservedUses: code?.reservedUses ?? 0 });
    if (!evaluation.ok || !code)
      return { status: 422, body: { error: evaluation.ok ? "" : evaluation.message } };
    discount = { codeId: code.id, code: code.code, amount: evaluation.discountAmount };
  }

  if (previous) await releasePrevious(services, previous);

  const started = await startPayment(services, {
    kind: "payment_intent",
    workshopId,
    groupId: group?.id ?? null,
    details: {
      parentFirstName: values.parentFirstName,
      parentLastName: values.parentLastName,
      parentEmail: values.parentEmail,
      parentPhone: values.parentPhone || undefined,
      teenFirstName: values.teenFirstName,
      teenLastName: values.teenLastName,
      teenAge: values.teenAge,
      hearAboutUs: values.hearAboutUs || undefined,
      specialRequests: values.specialRequests || undefined,
    },
    discount,
    clientIp,
  });
  if (!started.ok) {
    switch (started.reason) {
      case "not_found":
        return { status: 404, body: { error: bookingPaymentText.notBookable } };
      case "sold_out":
        return {
          status: 409,
          body: { error: group ? bookingPaymentText.groupFull : bookingPaymentText.soldOut },
        };
      case "discount_unavailable":
        return { status: 409, body: { error: discountMessages.used_up } };
      case "below_card_minimum":
        return { status: 422, body: { error: belowCardMinimumText(services.config.contactEmail) } };
      case "too_many_holds":
        return { status: 429, body: { error: tooManyHoldsText } };
      default:
        return { status: 502, body: { error: bookingPaymentText.failure } };
    }
  }
  if (!started.clientSecret) return { status: 502, body: { error: bookingPaymentText.failure } };
  return {
    status: 200,
    body: {
      clientSecret: started.clientSecret,
      paymentIntentId: started.providerId,
      client_secret: started.clientSecret,
      payment_intent_id: started.providerId,
      finalAmount: started.hold.amountTotal,
      discountAmount: started.hold.discountAmount,
    },
  };
}
