import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  waitingList,
  waitlistOffers,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { productivityOffer } from "#server/productivity/productivity-offer.server.ts";
import { payTestCheckout } from "#server/bookings/test-customer.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import { applyRetention } from "#server/privacy/retention.server.ts";
import { createProductivityCheckout } from "#server/productivity/productivity-checkout.server.ts";
import { searchWaitlist, waitlistCsvBatches } from "#server/waitlist/admin-waitlist.server.ts";
import { heldUntilText } from "#server/waitlist/held-until-text.server.ts";
import { expireOffers } from "#server/waitlist/expire-offers.server.ts";
import { findOffer } from "#server/seats/claim-offer.server.ts";
import { offerFreedSeat } from "#server/waitlist/make-offer.server.ts";
import { offerExpiry } from "#server/waitlist/offer-window.server.ts";
import {
  aParent,
  paymentTestServices,
  seedCatalogue,
  setOptionSeats,
  agreed,
  agreedFields,
} from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const actor = { id: "admin-1", email: "admin@academy.test" };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

/** The group's first session `days` from now at 16:00 UTC (Reykjavik keeps UTC all year). */
async function groupStartsIn(days: number) {
  const date = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  await database.db
    .update(workshopGroups)
    .set({ firstSessionDate: date, startTime: "16:00", timeZone: "Atlantic/Reykjavik" })
    .where(eq(workshopGroups.id, "option1"));
}

beforeEach(async () => {
  await database.db.delete(waitlistOffers);
  await database.db.delete(emailOutbox);
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.delete(waitingList);
  await database.db.update(workshops).set({ bookedSeats: 0 });
  await groupStartsIn(30);
});

/** option1 full (capacity 2, two confirmed bookings), three families waiting in sign-up order. */
async function fullGroupWithWaitingList() {
  await setOptionSeats(database, "option1", 2, 2);
  const made = await database.db
    .insert(bookings)
    .values(
      ["TW-200001", "TW-200002"].map((reference) => ({
        reference,
        workshopId: "productivity",
        groupId: "option1",
        parentFirstName: "Anne",
        parentEmail: `${reference.toLowerCase()}@example.com`,
        teenFirstName: "Tom",
        teenAge: 13,
        amountPaid: 27000,
        status: "confirmed" as const,
      })),
    )
    .returning({ id: bookings.id });
  const signedUp = Date.now() - DAY;
  await database.db.insert(waitingList).values([
    { workshopId: "productivity", parentEmail: "first@example.com", createdAt: new Date(signedUp) },
    { workshopId: "productivity", parentEmail: "second@example.com", createdAt: new Date(signedUp + 1000) },
    { workshopId: "goals", parentEmail: "elsewhere@example.com", createdAt: new Date(signedUp - 1000) },
  ]);
  return made.map((row) => row.id);
}

const spotsLeft = async () =>
  (await productivityOffer(database.db))!.groups.find((group) => group.id === "option1")!.spotsLeft;

const offers = () => database.db.select().from(waitlistOffers).orderBy(waitlistOffers.createdAt);

const offerMails = () => database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "waitlist-offer"));

const checkout = (offerToken?: string, details = aParent()) =>
  startPayment(services, {
    consent: agreed,
    kind: "checkout",
    workshopId: "productivity",
    groupId: "option1",
    details,
    offerToken,
    successUrl: "http://academy.test/productivity-workshop/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://academy.test/productivity-workshop/cancelled?checkout={HOLD_ID}",
  });

async function offerOnCancel() {
  const [booking] = await fullGroupWithWaitingList();
  expect(await cancelBooking(services, actor, booking!)).toMatchObject({
    ok: true,
    value: { waitlistTold: 1 },
  });
  const [offer] = await offers();
  return offer!;
}

test("a cancellation holds the seat for the first waiting family for 24 hours and e-mails them the link; nobody else is told", async () => {
  const before = Date.now();
  const offer = await offerOnCancel();
  expect(offer).toMatchObject({ parentEmail: "first@example.com", status: "offered", groupId: "option1" });
  expect(offer.token).toMatch(/^[0-9a-f]{64}$/);
  expect(offer.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
  expect(offer.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR);

  // The held seat counts like any hold: the group shows no place, a stranger cannot take it.
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, offer.holdId));
  expect(hold).toMatchObject({ kind: "waitlist_offer", status: "open", groupId: "option1" });
  expect(await spotsLeft()).toBe(0);
  expect(await checkout()).toEqual({ ok: false, reason: "sold_out" });

  const mails = await offerMails();
  expect(mails.map((mail) => mail.toAddress)).toEqual(["first@example.com"]);
  expect(mails[0]!.textBody).toContain(`http://academy.test/productivity-workshop?offer=${offer.token}`);
  expect(mails[0]!.dedupeKey).toBe(`waitlist-offer:${offer.id}`);
});

test("the window is 2 hours when the group starts within 3 days, and never runs past the start", async () => {
  await groupStartsIn(2);
  const offer = await offerOnCancel();
  const window = offer.expiresAt.getTime() - offer.createdAt.getTime();
  expect(window).toBe(2 * HOUR);

  const now = new Date("2026-03-10T12:00:00Z");
  const hours = { claimHours: 24, claimHoursSoon: 2 };
  expect(offerExpiry(now, null, hours)).toEqual(new Date("2026-03-11T12:00:00Z"));
  expect(offerExpiry(now, new Date("2026-03-13T12:00:01Z"), hours)).toEqual(new Date("2026-03-11T12:00:00Z"));
  expect(offerExpiry(now, new Date("2026-03-13T11:59:59Z"), hours)).toEqual(new Date("2026-03-10T14:00:00Z"));
  expect(offerExpiry(now, new Date("2026-03-10T13:00:00Z"), hours)).toEqual(new Date("2026-03-10T13:00:00Z"));
  expect(offerExpiry(now, new Date("2026-03-10T11:00:00Z"), hours)).toBeUndefined();
});

test("an unclaimed offer passes to the next family when its window ends; with nobody left the seat is simply free", async () => {
  const first = await offerOnCancel();
  // Before the window ends nothing moves.
  expect(await expireOffers(services, new Date(first.expiresAt.getTime() - 1000))).toEqual({
    expired: 0,
    passedOn: 0,
  });
  const later = new Date(first.expiresAt.getTime() + 60_000);
  expect(await expireOffers(services, later)).toEqual({ expired: 1, passedOn: 1 });
  // Run again (a retry, a second process): nothing more.
  expect(await expireOffers(services, later)).toEqual({ expired: 0, passedOn: 0 });

  const [expired, second] = await offers();
  expect(expired).toMatchObject({ id: first.id, status: "expired" });
  expect(second).toMatchObject({ parentEmail: "second@example.com", status: "offered" });
  const [oldHold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, first.holdId));
  expect(oldHold!.status).toBe("expired");
  expect(await spotsLeft()).toBe(0);
  expect((await offerMails()).map((mail) => mail.toAddress)).toEqual([
    "first@example.com",
    "second@example.com",
  ]);
  expect((await findOffer(database.db, first.token, "productivity")).ok).toBe(false);
  expect(await checkout(first.token)).toEqual({ ok: false, reason: "offer_expired" });

  // The list is exhausted (the family on another workshop's list is not asked): the seat is free.
  expect(await expireOffers(services, new Date(second!.expiresAt.getTime() + 60_000))).toEqual({
    expired: 1,
    passedOn: 0,
  });
  expect(await spotsLeft()).toBe(1);
  expect(await offerMails()).toHaveLength(2);
});

test("claiming: paying from the offer's link takes the held seat, not a second one; the offer is claimed and the family leaves the list", async () => {
  const offer = await offerOnCancel();
  const details = aParent({ parentEmail: "first@example.com" });
  const started = await checkout(offer.token, details);
  if (!started.ok) throw new Error(`no claim: ${started.reason}`);
  // Still one seat held for the family: nothing was taken from anyone else.
  expect(await spotsLeft()).toBe(0);

  const paid = await payTestCheckout(services, started.providerId, "4242 4242 4242 4242");
  expect(paid).toMatchObject({ ok: true });
  const [booking] = await database.db
    .select()
    .from(bookings)
    .where(eq(bookings.parentEmail, "first@example.com"));
  expect(booking).toMatchObject({ status: "confirmed", groupId: "option1" });
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, "option1"));
  expect(group!.bookedSeats).toBe(2);
  expect(await spotsLeft()).toBe(0);

  const [claimed] = await offers();
  expect(claimed).toMatchObject({ status: "claimed", bookingId: booking!.id });
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, offer.holdId));
  expect(hold!.status).toBe("completed");
  const waiting = await database.db.select({ email: waitingList.parentEmail }).from(waitingList);
  expect(waiting.map((row) => row.email).sort()).toEqual(["elsewhere@example.com", "second@example.com"]);

  // The link again: already used, nothing changes; the job passes nothing on.
  expect(await checkout(offer.token)).toEqual({ ok: false, reason: "offer_claimed" });
  expect(await expireOffers(services, new Date(offer.expiresAt.getTime() + 60_000))).toEqual({
    expired: 0,
    passedOn: 0,
  });
});

test("20 concurrent claims of one offered seat: exactly one starts a payment, the others are told and nothing else is held", async () => {
  const offer = await offerOnCancel();
  const results = await Promise.all(Array.from({ length: 20 }, () => checkout(offer.token)));
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  // Told either by the offer's own lock or, under load, by the start queue's wait (server/seats/seat-lane.server.ts).
  expect(
    results.filter((result) => !result.ok && (result.reason === "offer_busy" || result.reason === "busy")),
  ).toHaveLength(19);
  const riding = await database.db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.waitlistOfferId, offer.id), eq(seatHolds.status, "open")));
  expect(riding).toHaveLength(1);
  expect(await spotsLeft()).toBe(0);
});

test("a forged token, an offer of another workshop and an expired offer are refused, changing nothing", async () => {
  const offer = await offerOnCancel();
  const holdsBefore = await database.db.select().from(seatHolds);
  expect(await checkout("f".repeat(64))).toEqual({ ok: false, reason: "offer_not_found" });
  expect(await checkout("not-a-token")).toEqual({ ok: false, reason: "offer_not_found" });
  expect(
    await startPayment(services, {
      consent: agreed,
      kind: "payment_intent",
      workshopId: "goals",
      details: aParent(),
      offerToken: offer.token,
    }),
  ).toEqual({ ok: false, reason: "offer_other_workshop" });
  await database.db
    .update(waitlistOffers)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(waitlistOffers.id, offer.id));
  expect(await checkout(offer.token)).toEqual({ ok: false, reason: "offer_expired" });
  expect(await database.db.select().from(seatHolds)).toEqual(holdsBefore);
  expect(await offers()).toMatchObject([{ status: "offered" }]);
});

test("the same freed seat is never offered twice (a replay after a restart): one offer, one e-mail", async () => {
  await fullGroupWithWaitingList();
  await setOptionSeats(database, "option1", 2, 1);
  const target = { workshopId: "productivity", groupId: "option1" };
  const once = await database.db.transaction((tx) =>
    offerFreedSeat(tx, services.config, target, "cancel:replayed"),
  );
  const twice = await database.db.transaction((tx) =>
    offerFreedSeat(tx, services.config, target, "cancel:replayed"),
  );
  expect(once).toBeDefined();
  expect(twice).toBeUndefined();
  expect(await offers()).toHaveLength(1);
  expect(await offerMails()).toHaveLength(1);
});

test("a family that books the workshop leaves its waiting list; entries and offers go after 12 months", async () => {
  await setOptionSeats(database, "option1", 4, 0);
  await database.db.insert(waitingList).values([
    { workshopId: "productivity", parentEmail: "booker@example.com" },
    { workshopId: "goals", parentEmail: "booker@example.com" },
  ]);
  const started = await checkout(undefined, aParent({ parentEmail: "Booker@Example.com" }));
  if (!started.ok) throw new Error("no hold");
  expect(await payTestCheckout(services, started.providerId, "4242 4242 4242 4242")).toMatchObject({
    ok: true,
  });
  const left = await database.db.select({ workshopId: waitingList.workshopId }).from(waitingList);
  expect(left).toEqual([{ workshopId: "goals" }]);

  // 12 months on: the entry and any ended offer are deleted.
  const offer = await offerOnCancel();
  await database.db.update(waitlistOffers).set({ status: "expired" }).where(eq(waitlistOffers.id, offer.id));
  const inAYear = new Date(Date.now() + 367 * DAY);
  const summary = await applyRetention(services, inAYear);
  expect(summary.waitingList).toBeGreaterThanOrEqual(3);
  expect(await database.db.select().from(waitingList)).toHaveLength(0);
  expect(await offers()).toHaveLength(0);
});

test("the back-office shows each entry's offer state, filters by it, and the CSV says it in French", async () => {
  const offer = await offerOnCancel();
  const states = async (offerState: "none" | "sent" | "expired" | "booked" | null = null) =>
    (await searchWaitlist(database.db, { q: "", offer: offerState }, 1, 25)).rows
      .map((row) => `${row.parentEmail}:${row.offerState}`)
      .sort();
  expect(await states()).toEqual([
    "elsewhere@example.com:none",
    "first@example.com:sent",
    "second@example.com:none",
  ]);
  expect(await states("sent")).toEqual(["first@example.com:sent"]);
  const csv = (await waitlistCsvBatches(database.db, { q: "first@" }, "fr").next()).value as unknown[][];
  expect(csv[0]!.at(-1)).toMatch(/^Offre envoyée \(expire le \d{2}\/\d{2}\/\d{4}/);

  // It passes on: the first family's offer has expired, the second's is sent.
  await expireOffers(services, new Date(offer.expiresAt.getTime() + 60_000));
  expect(await states()).toEqual([
    "elsewhere@example.com:none",
    "first@example.com:expired",
    "second@example.com:sent",
  ]);
  // The second family books from it: their entry leaves the list, the place shows as booked.
  const [second] = (await offers()).filter((row) => row.status === "offered");
  const started = await checkout(second!.token, aParent({ parentEmail: "second@example.com" }));
  if (!started.ok) throw new Error(`no claim: ${started.reason}`);
  await payTestCheckout(services, started.providerId, "4242 4242 4242 4242");
  expect(await states()).toEqual([
    "elsewhere@example.com:none",
    "first@example.com:expired",
    "second@example.com:booked",
  ]);
  const csvBooked = (await waitlistCsvBatches(database.db, { q: "second@", offer: "booked" }, "fr").next())
    .value as unknown[][];
  expect(csvBooked[0]!.at(-1)).toBe("Place réservée");
});

test("the productivity page's checkout claims with the offer's token (its run, whatever the form chose); a forged one is refused", async () => {
  const offer = await offerOnCancel();
  const body = (offerToken: string) => ({
    selectedSchedule: "option2",
    formData: {
      ...agreedFields,
      parentName: "Paula Offer",
      parentEmail: "first@example.com",
      teenName: "Nina Offer",
      teenAge: "13",
      additionalInfo: "",
    },
    offerToken,
  });
  expect(await createProductivityCheckout(services, body("0".repeat(64)))).toEqual({
    ok: false,
    reason: "offer_not_found",
  });
  const started = await createProductivityCheckout(services, body(offer.token));
  expect(started).toMatchObject({ ok: true });
  const [riding] = await database.db.select().from(seatHolds).where(eq(seatHolds.waitlistOfferId, offer.id));
  expect(riding).toMatchObject({ groupId: "option1", status: "open", kind: "checkout" });
});

test("an offer's end reads in the group's zone and the reader's language", () => {
  const end = new Date("2026-11-24T19:30:00Z");
  expect(heldUntilText(end, "America/New_York", "en")).toBe("Tuesday 24 November at 2:30 pm (New York time)");
  expect(heldUntilText(end, "America/New_York", "fr")).toBe("mardi 24 novembre à 14:30 (heure de New York)");
  // Just after midnight: 12:17 am, never "0:17 am"; and noon is 12 pm.
  expect(heldUntilText(new Date("2026-11-28T00:17:00Z"), "Europe/London", "en")).toBe(
    "Saturday 28 November at 12:17 am (London time)",
  );
  expect(heldUntilText(new Date("2026-11-28T12:05:00Z"), "Europe/London", "en")).toBe(
    "Saturday 28 November at 12:05 pm (London time)",
  );
  expect(heldUntilText(new Date("2026-11-28T00:17:00Z"), "Europe/London", "fr")).toBe(
    "samedi 28 novembre à 00:17 (heure de Londres)",
  );
});
