import { data, redirect } from "react-router";
import { isSameOriginRequest } from "#server/auth/same-origin.server.ts";
import { spendPaymentStartBudget } from "#server/seats/start-rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { bookingPaymentAnswerOf } from "#shared/booking-payment-answer.ts";
import { emptyBookingForm, MAX_TEENS, teenFields } from "#shared/booking-schema.ts";
import { requestLanguage } from "#shared/language.ts";
import { m } from "#shared/i18n/messages.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";
import { checkBookingOrder } from "./booking-payment.server.ts";
import { withDraftToken } from "./draft-order-cookie.server.ts";
import { createDraftOrder } from "./draft-order.server.ts";

/** The fields an order records: the form's, each further teen's, the group chosen and an offer's token. */
const ORDER_FIELDS = new Set<string>([
  ...Object.keys(emptyBookingForm),
  ...Array.from({ length: MAX_TEENS - 1 }, (_, index) => Object.values(teenFields(index + 2))).flat(),
  "groupId",
  "offerToken",
]);

// Longer than any field the schema takes (names, requests, codes, ids): not a booking form.
const MAX_VALUE_LENGTH = 2000;

/** Why the form's post was refused, in the page's language (the same words as the payment's refusals). */
export type BookingFormRefusal = { error: string; code?: string; seatsLeft?: number };

/**
 * The booking form's post (its page's action): the form's fields checked by the shared schema and
 * the same rules as the payment start (checkBookingOrder), then recorded as a draft order whose
 * token goes into the booking pages' cookie, and on to the payment page. A refusal is answered
 * with its message; nothing is recorded.
 */
export async function recordBookingForm(
  services: Pick<Services, "db" | "config">,
  workshopId: string,
  request: Request,
  clientIp: string,
) {
  const { db, config } = services;
  // The pages' own form only: another site cannot make a family's browser record an order.
  if (!isSameOriginRequest(request, config.publicUrl)) throw data(null, { status: 403 });
  const language = requestLanguage(request);
  // Each post writes an order: a script posting in a loop is stopped like one starting payments.
  const allowed = await spendPaymentStartBudget(services, "booking-form", clientIp);
  if (!allowed.allowed)
    return data<BookingFormRefusal>(
      { error: m.try_again_later({}, { locale: language }) },
      { status: 429, headers: { "Retry-After": String(allowed.retryAfterSeconds) } },
    );
  const formData: Record<string, string> = {};
  for (const [name, value] of await request.formData())
    if (ORDER_FIELDS.has(name) && typeof value === "string") formData[name] = value;
  const tooLong = Object.values(formData).some((value) => value.length > MAX_VALUE_LENGTH);
  const checked = tooLong
    ? ({ ok: false, reason: "invalid_request" } as const)
    : await checkBookingOrder(services, workshopId, formData);
  if (!checked.ok) {
    const { status, body } = bookingPaymentAnswerOf(checked, config.contactEmail, language);
    const refusal: BookingFormRefusal =
      "error" in body ? { error: body.error, code: body.code, seatsLeft: body.seatsLeft } : { error: "" };
    return data(refusal, { status });
  }
  const draft = await createDraftOrder(db, { workshopId: checked.order.workshop.id, formData, language });
  throw redirect(localisedPath(language, paths.bookingPayment(draft.workshopId)), {
    headers: { "Set-Cookie": await withDraftToken(config, request, draft.workshopId, draft.token) },
  });
}
