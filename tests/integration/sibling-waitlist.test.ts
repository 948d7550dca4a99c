import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { action as bookingIntent } from "#app/routes/booking/api-create-payment-intent.ts";
import { action as waitlistApi } from "#app/routes/public/api-waitlist.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  waitingList,
  waitlistOffers,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import type { Services } from "#server/services.server.ts";
import { searchWaitlist, waitlistCsvBatches } from "#server/waitlist/admin-waitlist.server.ts";
import { expireOffers } from "#server/waitlist/expire-offers.server.ts";
import { offerFreedSeat } from "#server/waitlist/make-offer.server.ts";
import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import {
  aParent,
  agreed,
  copyWorkshop,
  paymentTestServices,
  seedCatalogue,
} from "#tests/helpers/payments.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

// A waiting list that keeps brothers and sisters together: an entry asks for 1 to 4 seats, and an
// offer is made only when that many are free in one group, to the first family in line whose need
// fits; it holds all its seats.

let database: TestDatabase;
let services: Services;
const actor = { id: "admin-1", email: "admin@academy.test" };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database) as unknown as Services;
});
afterAll(() => database.drop());

let addresses = 0;
const nextAddress = () => `10.28.${(++addresses >> 8) & 255}.${addresses & 255}`;

/**
 * A workshop of its own (a copy of "goals") with one group of `capacity` seats, all booked by
 * confirmed one-teen bookings, and families waiting in sign-up order with the seats they ask for.
 */
async function fullGroup(capacity: number, waiting: { email: string; seats: number }[]) {
  const workshopId = await copyWorkshop(database, "goals");
  const groupId = await insertGroup(database.db, `sw-${Math.random().toString(36).slice(2, 10)}`, {
    workshopId,
    capacity,
    bookedSeats: capacity,
  });
  const booked = await database.db
    .insert(bookings)
    .values(
      Array.from({ length: capacity }, (_, n) => ({
        reference: `TW-${Math.floor(100000 + Math.random() * 899999)}`,
        workshopId,
        groupId,
        parentFirstName: "Anne",
        parentEmail: `booked-${n}-${groupId}@example.com`,
        teenFirstName: "Tom",
        teenAge: 13,
        amountPaid: 14700,
        status: "confirmed" as const,
      })),
    )
    .returning({ id: bookings.id });
  const signedUp = Date.now() - DAY;
  if (waiting.length > 0)
    await database.db.insert(waitingList).values(
      waiting.map((family, n) => ({
        workshopId,
        parentEmail: family.email,
        seats: family.seats,
        createdAt: new Date(signedUp + n * 1000),
      })),
    );
  return { workshopId, groupId, bookingIds: booked.map((row) => row.id) };
}

const offersOf = (workshopId: string) =>
  database.db
    .select({
      email: waitlistOffers.parentEmail,
      seats: waitlistOffers.seats,
      status: waitlistOffers.status,
      holdId: waitlistOffers.holdId,
      token: waitlistOffers.token,
      expiresAt: waitlistOffers.expiresAt,
      id: waitlistOffers.id,
    })
    .from(waitlistOffers)
    .where(eq(waitlistOffers.workshopId, workshopId))
    .orderBy(waitlistOffers.createdAt, waitlistOffers.cause);

/** Seats free in the group: capacity, less confirmed seats, less every live hold that takes a seat. */
async function freeSeats(groupId: string) {
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  const [held] = await database.db
    .select({ seats: sql<number>`coalesce(sum(${seatHolds.seats}), 0)::int` })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.groupId, groupId),
        eq(seatHolds.status, "open"),
        sql`${seatHolds.holdExpiresAt} > now()`,
        sql`${seatHolds.waitlistOfferId} is null`,
      ),
    );
  return group!.capacity - group!.bookedSeats - held!.seats;
}

const cancel = (id: string) => cancelBooking(services, actor, id);

test("sibling-aware offer order: a family needing 2 with 1 seat free is passed over, the family needing 1 behind it is offered; the skipped family keeps its place and gets the next 2 free", async () => {
  const { workshopId, groupId, bookingIds } = await fullGroup(4, [
    { email: "two@example.com", seats: 2 },
    { email: "one@example.com", seats: 1 },
  ]);

  // One seat free: the first family needs two, so the one-teen family behind it is offered.
  expect(await cancel(bookingIds[0]!)).toMatchObject({ ok: true, value: { waitlistTold: 1 } });
  expect(await offersOf(workshopId)).toMatchObject([
    { email: "one@example.com", seats: 1, status: "offered" },
  ]);
  const waiting = await database.db
    .select({ email: waitingList.parentEmail })
    .from(waitingList)
    .where(eq(waitingList.workshopId, workshopId))
    .orderBy(waitingList.createdAt);
  expect(waiting.map((row) => row.email)).toEqual(["two@example.com", "one@example.com"]);
  expect(await freeSeats(groupId)).toBe(0);

  // Another seat free: still one, not two; nobody else fits, so it is simply free.
  expect(await cancel(bookingIds[1]!)).toMatchObject({ ok: true, value: { waitlistTold: 0 } });
  expect(await offersOf(workshopId)).toHaveLength(1);
  expect(await freeSeats(groupId)).toBe(1);

  // A third: two free together, and the family needing two, still first in line, gets both.
  expect(await cancel(bookingIds[2]!)).toMatchObject({ ok: true, value: { waitlistTold: 1 } });
  const offers = await offersOf(workshopId);
  expect(offers).toMatchObject([
    { email: "one@example.com", seats: 1 },
    { email: "two@example.com", seats: 2, status: "offered" },
  ]);
  // All its seats held for its claim window, by one hold.
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, offers[1]!.holdId));
  expect(hold).toMatchObject({ kind: "waitlist_offer", status: "open", seats: 2, groupId });
  expect(hold!.holdExpiresAt).toEqual(offers[1]!.expiresAt);
  expect(await freeSeats(groupId)).toBe(0);
  // The e-mail says the places are held together for each teen.
  const [mail] = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "waitlist-offer"), eq(emailOutbox.toAddress, "two@example.com")));
  expect(mail!.textBody).toContain("We are holding 2 places together in the same group");
  // Nobody else can take them meanwhile.
  expect(
    await startPayment(services as never, {
      consent: agreed,
      kind: "payment_intent",
      workshopId,
      groupId,
      details: aParent(),
    }),
  ).toMatchObject({ ok: false, reason: "sold_out" });
});

test("an offer of 2 that ends unclaimed passes its seats to the next families in line that fit, several at once", async () => {
  const { workshopId, groupId, bookingIds } = await fullGroup(3, []);
  // Two seats free before anyone waits, then four families sign up.
  await cancel(bookingIds[0]!);
  await cancel(bookingIds[1]!);
  await database.db.insert(waitingList).values(
    ["pair:2", "three:3", "single-a:1", "single-b:1"].map((family, n) => ({
      workshopId,
      parentEmail: `${family.split(":")[0]}@example.com`,
      seats: Number(family.split(":")[1]),
      createdAt: new Date(Date.now() - DAY + n * 1000),
    })),
  );
  const target = { workshopId, groupId };
  await database.db.transaction((tx) => offerFreedSeat(tx, services.config, target, `test:${groupId}`));
  const [pair] = await offersOf(workshopId);
  expect(pair).toMatchObject({ email: "pair@example.com", seats: 2 });

  // (Other tests' offers in this database end at that time too.)
  await expireOffers(services, new Date(pair!.expiresAt.getTime() + 60_000));
  // The family needing 3 is passed over (2 free); both one-teen families behind it are offered.
  expect(
    (await offersOf(workshopId)).map((offer) => `${offer.email}:${offer.seats}:${offer.status}`),
  ).toEqual([
    "pair@example.com:2:expired",
    "single-a@example.com:1:offered",
    "single-b@example.com:1:offered",
  ]);
  expect(await freeSeats(groupId)).toBe(0);
});

function post(json: unknown) {
  const request = new Request("http://academy.test/api", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
    body: JSON.stringify(json),
  });
  return bookingIntent({
    request,
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: {},
  } as never);
}

function claimBody(workshopId: string, groupId: string, offerToken: string, email: string, teens: number) {
  const names = ["Léo", "Zoé", "Hugo", "Lina"];
  const formData: Record<string, string> = {
    teenFirstName: names[0]!,
    teenLastName: "Martin",
    teenAge: "13",
    parentFirstName: "Claire",
    parentLastName: "Martin",
    parentEmail: email,
    groupId,
    offerToken,
  };
  for (let n = 2; n <= teens; n++) {
    formData[`teen${n}FirstName`] = names[n - 1]!;
    formData[`teen${n}LastName`] = "Martin";
    formData[`teen${n}Age`] = "12";
  }
  return { acceptTerms: true, expressRequest: true, workshopId, formData };
}

test("claiming an offer of 2 books both teens in one payment, on the seats the offer held", async () => {
  const { workshopId, groupId, bookingIds } = await fullGroup(4, [{ email: "pair@example.com", seats: 2 }]);
  await cancel(bookingIds[0]!);
  await cancel(bookingIds[1]!);
  const [offer] = await offersOf(workshopId);
  expect(offer).toMatchObject({ seats: 2, status: "offered" });

  // The claim must name as many teens as the offer holds seats.
  const one = await post(claimBody(workshopId, groupId, offer!.token, "pair@example.com", 1));
  expect(one.status).toBe(400);
  const three = await post(claimBody(workshopId, groupId, offer!.token, "pair@example.com", 3));
  expect(three.status).toBe(400);

  const answer = await post(claimBody(workshopId, groupId, offer!.token, "pair@example.com", 2));
  expect(answer.status).toBe(200);
  const intent = (await answer.json()) as {
    payment_intent_id: string;
    client_secret: string;
    finalAmount: number;
  };
  expect(intent.finalAmount).toBe(2 * 14700);
  // Riding on the offer's seats: nothing more is taken from anyone.
  expect(await freeSeats(groupId)).toBe(0);

  await confirmTestPaymentIntent(
    services as never,
    intent.payment_intent_id,
    intent.client_secret,
    "4242424242424242",
  );
  const booked = await database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), eq(bookings.parentEmail, "pair@example.com")))
    .orderBy(bookings.orderSeat);
  expect(booked.map((row) => [row.teenFirstName, row.status, row.orderSeat])).toEqual([
    ["Léo", "confirmed", 1],
    ["Zoé", "confirmed", 2],
  ]);
  expect(booked[0]!.holdId).toBe(booked[1]!.holdId);
  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  expect(group!.bookedSeats).toBe(4);
  expect(await freeSeats(groupId)).toBe(0);
  expect(await offersOf(workshopId)).toMatchObject([{ status: "claimed" }]);
  const [offerHold] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, offer!.holdId));
  expect(offerHold!.status).toBe("completed");
  expect(await database.db.select().from(waitingList).where(eq(waitingList.workshopId, workshopId))).toEqual(
    [],
  );
});

test("concurrency: seats freed while strangers race for them never overbook; every offer holds all its seats", async () => {
  const { workshopId, groupId, bookingIds } = await fullGroup(6, [
    { email: "pair@example.com", seats: 2 },
    { email: "trio@example.com", seats: 3 },
    { email: "single@example.com", seats: 1 },
  ]);
  const racing = paymentTestServices(database, {
    HOLDS_PER_IP: "100000",
    HOLDS_PER_EMAIL: "100000",
  }) as unknown as Services;
  const results = await Promise.all([
    ...bookingIds.slice(0, 4).map((id) => cancel(id)),
    ...Array.from({ length: 30 }, (_, n) =>
      startPayment(racing as never, {
        consent: agreed,
        kind: "payment_intent",
        workshopId,
        groupId,
        details: aParent({
          moreTeens: n % 2 ? [{ firstName: "Zoé", lastName: "Dupont", age: 12 }] : [],
        }),
      }),
    ),
  ]);
  expect(results.slice(0, 4).every((result) => result.ok)).toBe(true);

  const [group] = await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId));
  expect(group!.bookedSeats).toBe(2);
  const live = await database.db
    .select()
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.groupId, groupId),
        eq(seatHolds.status, "open"),
        sql`${seatHolds.waitlistOfferId} is null`,
      ),
    );
  const held = live.reduce((sum, hold) => sum + hold.seats, 0);
  expect(group!.bookedSeats + held).toBeLessThanOrEqual(group!.capacity);
  // Every offer made holds exactly its family's seats.
  const offers = await offersOf(workshopId);
  const wanted = { "pair@example.com": 2, "trio@example.com": 3, "single@example.com": 1 } as Record<
    string,
    number
  >;
  for (const offer of offers) {
    expect(offer.seats).toBe(wanted[offer.email]);
    expect(live.find((hold) => hold.id === offer.holdId)?.seats).toBe(offer.seats);
  }
  expect(await freeSeats(groupId)).toBeGreaterThanOrEqual(0);
});

test("the waiting-list form asks for 1 to 4 teens: the entry stores its seats; another count is refused", async () => {
  const workshopId = await copyWorkshop(database, "goals");
  const join = (email: string, teens: unknown) =>
    signUpForWaitlist(services, workshopId, { email, teens }, nextAddress());
  expect(await join("three-form@example.com", "3")).toEqual({ ok: true, email: "three-form@example.com" });
  expect(await join("default@example.com", undefined)).toEqual({ ok: true, email: "default@example.com" });
  expect(await join("five@example.com", "5")).toMatchObject({ ok: false, reason: "invalid" });
  expect(await join("zero@example.com", 0)).toMatchObject({ ok: false, reason: "invalid" });

  const request = new Request("http://academy.test/api", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
    body: JSON.stringify({ email: "api@example.com", teens: 2 }),
  });
  const answer = await waitlistApi({
    request,
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: { workshopId },
  } as never);
  expect(answer.status).toBe(200);
  const refused = await waitlistApi({
    request: new Request("http://academy.test/api", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
      body: JSON.stringify({ email: "api5@example.com", teens: 5 }),
    }),
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: { workshopId },
  } as never);
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({ ok: false, error: "Please choose between 1 and 4 teens." });

  const entries = await database.db
    .select({ email: waitingList.parentEmail, seats: waitingList.seats })
    .from(waitingList)
    .where(eq(waitingList.workshopId, workshopId))
    .orderBy(waitingList.parentEmail);
  expect(entries).toEqual([
    { email: "api@example.com", seats: 2 },
    { email: "default@example.com", seats: 1 },
    { email: "three-form@example.com", seats: 3 },
  ]);

  // The back-office list and its CSV show the seats asked.
  const listed = await searchWaitlist(database.db, { q: "three-form@" }, 1, 25);
  expect(listed.rows.map((row) => row.seats)).toEqual([3]);
  const csv = (await waitlistCsvBatches(database.db, { q: "three-form@" }, "fr").next()).value as unknown[][];
  expect(csv[0]![4]).toBe(3);
});
