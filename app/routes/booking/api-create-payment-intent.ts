import * as z from "zod/mini";
import type { CreatePaymentIntentAnswer } from "#shared/api-answers.ts";
import { bookingPaymentAnswerOf, bookingPaymentText } from "#shared/booking-payment-answer.ts";
import {
  admitBookingStart,
  bookingFullDuringBurst,
  createBookingPayment,
  type BookingPaymentRequest,
} from "#server/bookings/booking-payment.server.ts";
import { confirmedOrderOfDraft } from "#server/bookings/draft-order-booking.server.ts";
import {
  findDraftOrder,
  openPaymentOfDraft,
  recordDraftPayment,
} from "#server/bookings/draft-order.server.ts";
import type { Services } from "#server/services.server.ts";
import { jsonAction } from "#server/http/json-route.server.ts";
import { postedLanguage } from "#server/http/posted-language.server.ts";
import { inStartSlot } from "#server/seats/seat-lane.server.ts";
import { m } from "#shared/i18n/messages.ts";
import { pageLanguage } from "#shared/language.ts";
import { paths } from "#shared/paths.ts";

// Asked by the payment page, in its language.
const paymentLocale = { locale: pageLanguage(paths.workshops) };

const secret = z.string().check(z.minLength(1), z.maxLength(255));
const workshopId = z.string().check(z.minLength(1), z.maxLength(100));
/** A checkbox: true from a script, "on" from a form. */
const ticked = z.optional(z.union([z.boolean(), z.string().check(z.maxLength(10))]));
const startFields = {
  workshopId,
  /** The intent a retry replaces (after a declined card): its hold is released at once. */
  previous: z.optional(z.object({ paymentIntentId: secret, clientSecret: secret })),
  acceptTerms: ticked,
  expressRequest: ticked,
  language: postedLanguage,
};

/**
 * The booking pages' body: the order the booking form's action recorded, by its secret token
 * (server/bookings/draft-order.server.ts). The form's data comes from that record, never from the page.
 */
const orderBody = z.object({ ...startFields, orderToken: z.string().check(z.length(64)) });

/**
 * The body docs/product/booking-and-payment.md#payment-page documents, for clients that send the
 * whole form: `amount` and `workshop` are accepted and read by nobody (the server prices), the
 * form's fields are checked by the booking form's own schema, with its messages.
 */
const formBody = z.object({
  ...startFields,
  amount: z.optional(z.unknown()),
  formData: z.record(z.string(), z.unknown()),
  workshop: z.optional(z.unknown()),
});

const body = z.union([orderBody, formBody]);

type Refusal = { status: 404 | 409; body: CreatePaymentIntentAnswer };

/** The domain's input for a body: from the order's record, or from the body itself. */
async function startOf(
  services: Pick<Services, "db">,
  input: z.output<typeof body>,
): Promise<{ request: BookingPaymentRequest; draftId?: string } | Refusal> {
  const { workshopId, previous, acceptTerms, expressRequest, language } = input;
  if (!("orderToken" in input))
    return {
      request: { workshopId, formData: input.formData, previous, acceptTerms, expressRequest, language },
    };
  const locale = { locale: language };
  const draft = await findDraftOrder(services.db, input.orderToken, workshopId);
  if (!draft)
    return { status: 404, body: { error: m.booking_order_expired({}, locale), code: "order_expired" } };
  // Paid from another tab meanwhile: a second payment would book the teens twice.
  if (await confirmedOrderOfDraft(services.db, draft))
    return { status: 409, body: { error: m.booking_order_paid({}, locale), code: "order_paid" } };
  return {
    draftId: draft.id,
    request: {
      workshopId: draft.workshopId,
      formData: draft.formData,
      // A new start from the same order ends the one before it, whichever tab began it.
      previous: previous ?? (await openPaymentOfDraft(services.db, draft)),
      acceptTerms,
      expressRequest,
      language: draft.language,
    },
  };
}

/**
 * POST /api/create-payment-intent (docs/product/booking-and-payment.md#payment-page): the body is
 * parsed here, whole, by its schema (an order's token, or the whole form); the domain gets a
 * typed request. Answers { client_secret, payment_intent_id, finalAmount, discountAmount } in
 * euro cents computed by the server, or { error }.
 */
export const action = jsonAction({
  name: "Creating a booking payment intent",
  body,
  refuse: ({ status, message }): CreatePaymentIntentAnswer => ({
    error: status === 400 ? bookingPaymentText.invalidForm : message,
  }),
  failure: { error: bookingPaymentText.failure } satisfies CreatePaymentIntentAnswer,
  async handle(input, { context: { services, clientIp } }) {
    const start = await startOf(services, input);
    if ("status" in start) return start;
    const { request } = start;
    const started = await inStartSlot(
      async () => {
        // A full group has nothing to hold: answered without spending the rate limit (a burst's cheap path).
        const admitted = await admitBookingStart(services, request, clientIp);
        if ("refused" in admitted) return admitted.refused;
        return createBookingPayment(
          services,
          { ...request, fullChecked: true, reads: admitted.reads },
          clientIp,
        );
      },
      () => bookingFullDuringBurst(request),
    );
    const outcome = started.ok ? started.value : ({ ok: false, reason: "busy" } as const);
    if (outcome === "rate_limited")
      return { status: 429, body: { error: m.try_again_later({}, paymentLocale) } };
    if (outcome.ok && start.draftId)
      await recordDraftPayment(services.db, start.draftId, outcome.paymentIntentId);
    // In the payment page's language, as the family's messages will be.
    const answer = bookingPaymentAnswerOf(outcome, services.config.contactEmail, request.language);
    // A burst: the seats are not gone, so the parent is told to try again shortly.
    const busy = !outcome.ok && outcome.reason === "busy";
    return {
      status: answer.status,
      ...(busy && { headers: { "Retry-After": "5" } }),
      body: answer.body satisfies CreatePaymentIntentAnswer,
    };
  },
});
