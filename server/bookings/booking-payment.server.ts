import { validateBooking, type BookingInput } from "#shared/booking-schema.ts";
import { seatHolds } from "#server/db/schema.server.ts";
import { evaluateDiscount } from "#server/discounts/discount-rules.server.ts";
import { findDiscountCode, normaliseDiscountCode } from "#server/discounts/find-discount-code.server.ts";
import { cancelPayment } from "#server/seats/cancel-payment.server.ts";
import type { FulfilmentServices } from "./fulfil-payment.server.ts";
import type { BookingPaymentOutcome } from "#shared/booking-payment-answer.ts";
import { intentHold } from "#server/seats/holds.server.ts";
import { admitPaymentStart } from "#server/seats/start-rate-limit.server.ts";
import { fullDuringBurst } from "#server/seats/seat-lane.server.ts";
import { seatKey, type SeatTarget } from "#server/seats/seats.server.ts";
import { startPayment } from "./start-payment.server.ts";
import { findBookingWorkshop, type BookingWorkshopLookup } from "./booking-workshop.server.ts";
import { admitWithStartReads, type BookingStartReads } from "./booking-start-reads.server.ts";
import { findOffer } from "#server/seats/claim-offer.server.ts";
import { consentOf } from "#shared/checkout-consent.ts";
import type { Language } from "#shared/language.ts";
import type { BookingWorkshop } from "#shared/booking-workshop.ts";
import type { PublicGroup } from "#shared/group-label.ts";
import type { TeenDetails } from "./booking-details.server.ts";

/**
 * A payment start as POST /api/create-payment-intent parsed it (its schema is the route's): the
 * workshop, the booking form's fields (checked here with the form's own schema and messages), the
 * intent a retry replaces, the two checkboxes and the page's language.
 */
export type BookingPaymentRequest = {
  workshopId: string;
  formData: Record<string, unknown>;
  /** The intent a retry replaces (after a declined card): its hold is released at once. */
  previous?: { paymentIntentId: string; clientSecret: string };
  /** The two checkboxes of the payment page, also read from formData ("on"): shared/checkout-consent.ts. */
  acceptTerms?: boolean | string;
  expressRequest?: boolean | string;
  /** The payment page's language, which the family's messages and pages follow. */
  language?: Language;
  /** The route has just asked whether the group is full (admitBookingStart): not read again. */
  fullChecked?: boolean;
  /** What admitBookingStart read beside its admission: not read again. */
  reads?: BookingStartReads;
};

async function releasePrevious(
  services: FulfilmentServices,
  previous: { paymentIntentId: string; clientSecret: string },
) {
  const [hold] = await services.db.select({ id: seatHolds.id }).from(seatHolds).where(intentHold(previous));
  if (hold) await cancelPayment(services, hold.id);
}

/** The seat row a start asks for; none for an offer's claim. */
function bookingSeatTarget({ workshopId, formData }: BookingPaymentRequest): SeatTarget | undefined {
  if (formData.offerToken) return undefined;
  const groupId = typeof formData.groupId === "string" && formData.groupId ? formData.groupId : null;
  if ((groupId?.length ?? 0) > 100) return undefined;
  return { workshopId, groupId };
}

const fullOutcome = (target: SeatTarget): BookingPaymentOutcome => ({
  ok: false,
  reason: target.groupId ? "group_full" : "sold_out",
});

/**
 * A start's admission, before the form's checks: a workshop or group with no seat free is answered
 * from one lock-free read that spends nothing (docs/decisions/019-bursts-and-holds.md), else the
 * same statement spends one start of the address's budget ("rate_limited" when it is used up) and
 * reads the workshop and the code typed (server/bookings/booking-start-reads.server.ts). An offer's
 * claim rides on its own seat and only spends.
 */
export async function admitBookingStart(
  services: Pick<FulfilmentServices, "db" | "config">,
  request: BookingPaymentRequest,
  clientIp: string,
): Promise<{ refused: BookingPaymentOutcome | "rate_limited" } | { reads: BookingStartReads | undefined }> {
  const target = bookingSeatTarget(request);
  if (!target) {
    const admitted = await admitPaymentStart(services, target, clientIp);
    return admitted === "rate_limited" ? { refused: admitted } : { reads: undefined };
  }
  const discountCode =
    typeof request.formData.discountCode === "string" ? request.formData.discountCode : undefined;
  const admitted = await admitWithStartReads(services, target, clientIp, discountCode);
  if (admitted.admission !== "admitted")
    return { refused: admitted.admission === "full" ? fullOutcome(target) : admitted.admission };
  return { reads: admitted.reads };
}

/** The same answer without any read, while a burst queues on a group found full a moment ago. */
export function bookingFullDuringBurst(request: BookingPaymentRequest): BookingPaymentOutcome | undefined {
  const target = bookingSeatTarget(request);
  return target && fullDuringBurst(seatKey(target)) ? fullOutcome(target) : undefined;
}

/** A booking form that passed every check before payment: what the payment start needs. */
export type CheckedBookingOrder = {
  workshop: BookingWorkshop;
  values: BookingInput;
  teens: TeenDetails[];
  group: PublicGroup | undefined;
  offerToken: string | undefined;
};

/**
 * The booking form's checks, shared by its page's action and the payment start: a bookable
 * workshop, the form's own schema (teens' ages in the workshop's range), the group chosen with
 * room for every teen, and a waiting-list offer's claim for exactly the teens it holds seats for.
 */
export async function checkBookingOrder(
  services: Pick<FulfilmentServices, "db">,
  workshopId: string,
  formData: Record<string, unknown>,
  /** The workshop as the caller has just read it (admitBookingStart), if it has. */
  known?: BookingWorkshopLookup,
): Promise<{ ok: true; order: CheckedBookingOrder } | Extract<BookingPaymentOutcome, { ok: false }>> {
  // A waiting-list offer's link: the payment takes the seat the offer holds, in its group (placeHold checks it).
  const offerToken =
    typeof formData.offerToken === "string" && formData.offerToken ? formData.offerToken : undefined;

  const found = known ?? (await findBookingWorkshop(services.db, workshopId));
  if (found.status === "not-found" || found.status === "productivity")
    return { ok: false, reason: "not_bookable" };
  if (found.status === "full" && !offerToken) return { ok: false, reason: "sold_out" };
  const { workshop } = found;

  const form = validateBooking(
    Object.fromEntries(
      Object.entries(formData).map(([key, value]) => [key, typeof value === "string" ? value : ""]),
    ),
    workshop,
  );
  if (!form.success) return { ok: false, reason: "invalid_form", fieldErrors: form.errors };
  // An offer holds one seat per teen the family asked for: its claim books exactly that many.
  if (offerToken) {
    const found = await findOffer(services.db, offerToken, workshopId);
    if (found.ok && found.offer.seats !== form.teens.length) return { ok: false, reason: "invalid_request" };
  }

  // A workshop with groups on sale is booked into one of them (docs/product/groups.md#choosing-a-group).
  const chosen = typeof formData.groupId === "string" ? formData.groupId : "";
  const group = workshop.groups.find((candidate) => candidate.id === chosen);
  if (!offerToken && workshop.groups.length > 0 && !group) return { ok: false, reason: "choose_group" };
  if (!offerToken && group && group.spotsLeft <= 0) return { ok: false, reason: "group_full" };
  if (!offerToken && group && group.spotsLeft < form.teens.length)
    return { ok: false, reason: "not_enough_seats", seatsLeft: group.spotsLeft, teens: form.teens.length };
  return { ok: true, order: { workshop, values: form.data, teens: form.teens, group, offerToken } };
}

/**
 * create-payment-intent for the booking flow: checks the form again (checkBookingOrder),
 * prices the booking from the database and the discount rules, and starts a
 * payment intent through the payment core, which holds a seat (and the code's
 * use) for the hold's lifetime.
 */
export async function createBookingPayment(
  services: FulfilmentServices,
  request: BookingPaymentRequest,
  clientIp?: string,
): Promise<BookingPaymentOutcome> {
  const { workshopId, formData, previous } = request;
  const language = request.language ?? "en";
  const checked = await checkBookingOrder(services, workshopId, formData, request.reads?.workshop);
  if (!checked.ok) return checked;
  const { workshop, values, group, offerToken } = checked.order;
  // Brothers and sisters in one order: one seat each, in the same group, all or none.
  const [firstTeen, ...moreTeens] = checked.order.teens;
  const teens = checked.order.teens.length;
  const notEnough = (seatsLeft: number): BookingPaymentOutcome => ({
    ok: false,
    reason: "not_enough_seats",
    seatsLeft,
    teens,
  });

  let discount: { codeId: string; code: string; amount: number } | undefined;
  if (values.discountCode) {
    const read = request.reads?.discount;
    const code =
      read && read.code === normaliseDiscountCode(values.discountCode)
        ? read.found
        : await findDiscountCode(services.db, values.discountCode);
    // The code's rules (one use, its minimum) apply to the whole order's price.
    const evaluation = evaluateDiscount(code, workshop.price * teens, {
      reservedUses: code?.reservedUses ?? 0,
    });
    if (!evaluation.ok) {
      const { reason, minAmount } = evaluation;
      return { ok: false, reason: "discount_refused", discount: { reason, minAmount } };
    }
    if (!code) return { ok: false, reason: "discount_refused", discount: { reason: "unknown" } };
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
      teenFirstName: firstTeen!.firstName,
      teenLastName: firstTeen!.lastName,
      teenAge: firstTeen!.age,
      moreTeens,
      hearAboutUs: values.hearAboutUs || undefined,
      specialRequests: values.specialRequests || undefined,
      language,
    },
    discount,
    clientIp,
    offerToken,
    consent: consentOf(request, formData),
    fullChecked: request.fullChecked,
    group,
  });
  if (!started.ok) {
    // The hold's refusals are the booking's own words; only "sold out" says more here: the group's,
    // or how many seats are left when fewer than the order's teens.
    if (started.reason !== "sold_out") return { ok: false, reason: started.reason };
    if (started.seatsLeft && started.seatsLeft < teens) return notEnough(started.seatsLeft);
    return { ok: false, reason: group ? "group_full" : "sold_out" };
  }
  if (!started.clientSecret) return { ok: false, reason: "provider_error" };
  return {
    ok: true,
    clientSecret: started.clientSecret,
    paymentIntentId: started.providerId,
    finalAmount: started.hold.amountTotal,
    discountAmount: started.hold.discountAmount,
  };
}
