import { asLanguage } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { paths } from "#shared/paths.ts";
import * as z from "zod/mini";
import {
  productivityFormSchemaIn,
  productivityTeens,
  productivityTexts,
} from "#shared/productivity-schema.ts";
import type { Language } from "#shared/language.ts";
import { splitName } from "#server/bookings/booking-details.server.ts";
import { admitPaymentStart } from "#server/seats/start-rate-limit.server.ts";
import { fullDuringBurst } from "#server/seats/seat-lane.server.ts";
import { seatKey, type SeatTarget } from "#server/seats/seats.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import { findOffer } from "#server/seats/claim-offer.server.ts";
import type { FulfilmentServices } from "#server/bookings/fulfil-payment.server.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { consentOf } from "#shared/checkout-consent.ts";
import type { ProductivityCheckoutOutcome } from "#shared/productivity-checkout-answer.ts";

/**
 * The create-productivity-checkout body the order summary sends (docs/product/productivity-checkout.md#order-summary). selectedDate and workshopDetails are accepted
 * but never trusted: the group is looked up by id and the amount is the database price.
 */
const schemaIn = (language: Language) =>
  z.object({
    selectedSchedule: z
      .string()
      .check(z.minLength(1, productivityTexts(language).selectSchedule), z.maxLength(64)),
    formData: productivityFormSchemaIn(language),
    /** A waiting-list offer's token: the checkout takes the seat the offer holds (docs/decisions/017-waiting-list-offers.md). */
    offerToken: z.optional(z.string().check(z.maxLength(128))),
    /** The order page's language, which the family's messages and pages follow. */
    language: z.pipe(z.optional(z.unknown()), z.transform(asLanguage)),
  });

/** The body's schema in each language, made once (every checkout is checked with one). */
const requestSchemas = { en: schemaIn("en"), fr: schemaIn("fr") } satisfies Record<Language, unknown>;
const requestSchema = (language: Language) => requestSchemas[language];

/** The group a checkout's body asks for, read without trusting it; none for an offer's claim or a malformed body. */
function productivitySeatTarget(input: unknown): SeatTarget | undefined {
  const { selectedSchedule, offerToken } = (input ?? {}) as {
    selectedSchedule?: unknown;
    offerToken?: unknown;
  };
  if (typeof selectedSchedule !== "string" || selectedSchedule.length > 64 || offerToken) return undefined;
  return { workshopId: PRODUCTIVITY_WORKSHOP_ID, groupId: selectedSchedule };
}

const soldOut: ProductivityCheckoutOutcome = { ok: false, reason: "sold_out" };

/**
 * A checkout's admission, before the form's checks: a group with no seat free is answered from one
 * lock-free read that spends nothing (docs/decisions/019-bursts-and-holds.md), else the same
 * statement spends one start of the address's budget ("rate_limited" when it is used up). An
 * offer's claim rides on its own seat and only spends. Undefined: the checkout goes on.
 */
export async function admitProductivityStart(
  services: Pick<FulfilmentServices, "db" | "config">,
  input: unknown,
  clientIp: string,
): Promise<ProductivityCheckoutOutcome | "rate_limited" | undefined> {
  const admitted = await admitPaymentStart(services, productivitySeatTarget(input), clientIp);
  if (admitted === "full") return soldOut;
  return admitted === "rate_limited" ? admitted : undefined;
}

/** The same answer without any read, while a burst queues on a group found full a moment ago. */
export function productivityFullDuringBurst(input: unknown): ProductivityCheckoutOutcome | undefined {
  const target = productivitySeatTarget(input);
  return target && fullDuringBurst(seatKey(target)) ? soldOut : undefined;
}

/** Validates the request, holds a seat in the chosen group and creates the hosted checkout session. */
export async function createProductivityCheckout(
  services: FulfilmentServices,
  input: unknown,
  clientIp?: string,
  /** fullChecked: the route has just asked admitProductivityStart (placeHold does not read it again). */
  { fullChecked = false }: { fullChecked?: boolean } = {},
): Promise<ProductivityCheckoutOutcome> {
  // The refusals are in the order page's language, which the body says.
  const parsed = z.safeParse(requestSchema(asLanguage((input as { language?: unknown })?.language)), input);
  if (!parsed.success) return { ok: false, reason: "invalid", message: parsed.error.issues[0]?.message };
  const { selectedSchedule, formData, offerToken, language } = parsed.data;
  const parent = splitName(formData.parentName);
  // Brothers and sisters in one order: one seat each in the same group, all or none.
  const [teen, ...moreTeens] = productivityTeens(formData).map((typed) => {
    const name = splitName(typed.name);
    return { firstName: name.first, lastName: name.last, age: Number(typed.age) };
  });
  // A waiting-list offer holds one seat per teen the family asked for: its claim books exactly that many.
  if (offerToken) {
    const found = await findOffer(services.db, offerToken, PRODUCTIVITY_WORKSHOP_ID);
    if (found.ok && found.offer.seats !== 1 + moreTeens.length)
      return { ok: false, reason: "invalid", message: productivityTexts(language).checkoutError };
  }
  const base = services.config.publicUrl;
  const started = await startPayment(services, {
    kind: "checkout",
    workshopId: PRODUCTIVITY_WORKSHOP_ID,
    groupId: selectedSchedule,
    details: {
      parentFirstName: parent.first,
      parentLastName: parent.last,
      parentEmail: formData.parentEmail,
      teenFirstName: teen!.firstName,
      teenLastName: teen!.lastName,
      teenAge: teen!.age,
      ...(moreTeens.length > 0 && { moreTeens }),
      specialRequests: formData.additionalInfo || undefined,
      language,
    },
    // The family comes back to the pages of its own language (the cancelled page is French in both).
    successUrl: `${base}${localisedPath(language, paths.productivitySuccess)}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}${paths.productivityCancelled}?checkout={HOLD_ID}`,
    clientIp,
    offerToken,
    fullChecked,
    consent: consentOf(
      input as Record<string, unknown>,
      (input as { formData?: Record<string, unknown> }).formData,
    ),
  });
  if (started.ok) return { ok: true, url: started.url! };
  const teens = 1 + moreTeens.length;
  // Places left, but fewer than the order's teens: the family is told how many.
  if (started.reason === "sold_out" && started.seatsLeft && started.seatsLeft < teens)
    return { ok: false, reason: "not_enough_seats", seatsLeft: started.seatsLeft, teens };
  // The hold's refusals are the checkout's own words.
  return { ok: false, reason: started.reason };
}
