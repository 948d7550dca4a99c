import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { BookingFormData } from "#shared/booking-schema.ts";
import { bookingPaymentAnswerOf } from "#shared/booking-payment-answer.ts";
import { tooManyHoldsText } from "#shared/hold-limit.ts";
import { m } from "#shared/i18n/messages.ts";
import { productivityCheckoutAnswerOf } from "#shared/productivity-checkout-answer.ts";
import { createBookingPayment as createBookingPaymentOutcome } from "#server/bookings/booking-payment.server.ts";
import { bookingPaymentStatus } from "#server/bookings/booking-payment-status.server.ts";
import { bookings, discountCodes, seatHolds, workshops } from "#server/db/schema.server.ts";
import { cancelPayment } from "#server/seats/cancel-payment.server.ts";
import { paymentStatus } from "#server/bookings/payment-status.server.ts";
import { createProductivityCheckout as createProductivityCheckoutOutcome } from "#server/productivity/productivity-checkout.server.ts";
import { paymentTestServices, seedCatalogue, agreedFields } from "#tests/helpers/payments.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  // The defaults: 2 live holds per address and per e-mail, 10 minutes for a card payment.
  services = paymentTestServices(database);
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.update(workshops).set({ bookedSeats: 0 });
});

const aForm = (overrides: Partial<BookingFormData> = {}): BookingFormData & typeof agreedFields => ({
  ...agreedFields,
  teenFirstName: "Léo",
  teenLastName: "Dupont",
  teenAge: "13",
  parentFirstName: "Marie",
  parentLastName: "Dupont",
  parentEmail: `marie-${Math.random().toString(36).slice(2, 8)}@example.com`,
  parentPhone: "",
  hearAboutUs: "friend_or_family",
  specialRequests: "",
  discountCode: "",
  ...overrides,
});

// The answers the endpoints give (status and body), from the domain functions' outcomes.
const createBookingPayment = async (...args: Parameters<typeof createBookingPaymentOutcome>) =>
  bookingPaymentAnswerOf(await createBookingPaymentOutcome(...args), args[0].config.contactEmail);
const createProductivityCheckout = async (...args: Parameters<typeof createProductivityCheckoutOutcome>) =>
  productivityCheckoutAnswerOf(await createProductivityCheckoutOutcome(...args));

const openHolds = () => database.db.select().from(seatHolds).where(eq(seatHolds.status, "open"));

const BOOKABLE = ["goals", "habits", "confidence", "social-skills"];

describe("live seat holds per family", () => {
  test("48 payment starts at once from one address, over every workshop, hold 2 seats; the rest are told why", async () => {
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, index) =>
        createBookingPayment(
          services,
          { workshopId: BOOKABLE[index % BOOKABLE.length]!, formData: aForm() },
          "203.0.113.7",
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(46);
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    // Told why: the family's cap, or, when the machine is slow enough that a start waits past the
    // start queue's bound, that the group is busy (docs/decisions/019-bursts-and-holds.md). Never more held.
    const busy = { error: m.group_busy({}, { locale: "en" }) };
    for (const answer of refused) expect([{ error: tooManyHoldsText }, busy]).toContainEqual(answer.body);
    expect(await openHolds()).toHaveLength(2);
    // Another family, from another address, still books.
    const other = await createBookingPayment(
      services,
      { workshopId: "goals", formData: aForm() },
      "198.51.100.9",
    );
    expect(other.status).toBe(200);
  });

  test("one e-mail holds at most 2 seats whatever addresses it comes from", async () => {
    const parentEmail = "hoarder@example.com";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        createBookingPayment(
          services,
          { workshopId: BOOKABLE[index % BOOKABLE.length]!, formData: aForm({ parentEmail }) },
          `192.0.2.${index + 1}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    // The same address written differently is the same family.
    const shouted = await createBookingPayment(
      services,
      { workshopId: "goals", formData: aForm({ parentEmail: "HOARDER@example.com" }) },
      "192.0.2.99",
    );
    expect(shouted.status).toBe(429);
  });

  test("a hold that ends (cancelled or expired) gives its place in the family's share back", async () => {
    const ip = "203.0.113.20";
    const first = await createBookingPayment(services, { workshopId: "goals", formData: aForm() }, ip);
    const second = await createBookingPayment(services, { workshopId: "habits", formData: aForm() }, ip);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(
      (await createBookingPayment(services, { workshopId: "goals", formData: aForm() }, ip)).status,
    ).toBe(429);
    const [hold] = await openHolds();
    await cancelPayment(services, hold!.id);
    expect(
      (await createBookingPayment(services, { workshopId: "goals", formData: aForm() }, ip)).status,
    ).toBe(200);
    await database.db.update(seatHolds).set({ holdExpiresAt: new Date(Date.now() - 1000) });
    expect(
      (await createBookingPayment(services, { workshopId: "goals", formData: aForm() }, ip)).status,
    ).toBe(200);
  });

  test("the hosted productivity checkout counts in the same share", async () => {
    const ip = "203.0.113.30";
    const form = {
      ...agreedFields,
      parentName: "Marie Dupont",
      parentEmail: "prod-family@example.com",
      teenName: "Léo Dupont",
      teenAge: "14",
      additionalInfo: "",
    };
    const start = () =>
      createProductivityCheckout(services, { selectedSchedule: "option1", formData: form }, ip);
    expect((await start()).status).toBe(200);
    expect((await start()).status).toBe(200);
    expect(await start()).toEqual({ status: 429, body: { error: tooManyHoldsText, code: "too_many_holds" } });
  });
});

describe("how long a hold lasts", () => {
  test("a card payment holds for 10 minutes, renewed while the payment page asks; a hosted checkout for 30", async () => {
    const started = await createBookingPayment(
      services,
      { workshopId: "goals", formData: aForm() },
      "203.0.113.40",
    );
    expect(started.status).toBe(200);
    const { payment_intent_id: paymentIntentId, client_secret: clientSecret } = started.body as {
      payment_intent_id: string;
      client_secret: string;
    };
    const body = { paymentIntentId, clientSecret };
    const [hold] = await openHolds();
    const minutesLeft = (hold!.holdExpiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);

    // Two minutes later, the payment page polls: the hold runs 10 minutes from now again.
    await database.db
      .update(seatHolds)
      .set({ holdExpiresAt: new Date(Date.now() + 8 * 60_000) })
      .where(eq(seatHolds.id, hold!.id));
    const status = await bookingPaymentStatus(services, body);
    expect(status.state).toBe("pending");
    const [renewed] = await openHolds();
    expect((renewed!.holdExpiresAt.getTime() - Date.now()) / 60_000).toBeGreaterThan(9);

    // Once expired, asking never brings it back: its seat may be someone else's now.
    await database.db
      .update(seatHolds)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(seatHolds.id, hold!.id));
    expect((await bookingPaymentStatus(services, body)).state).toBe("expired");
    const [after] = await database.db.select().from(seatHolds).where(eq(seatHolds.id, hold!.id));
    expect(after!.holdExpiresAt.getTime()).toBeLessThan(Date.now());

    const checkout = await createProductivityCheckout(
      services,
      {
        selectedSchedule: "option1",
        formData: {
          ...agreedFields,
          parentName: "Anne Martin",
          parentEmail: "anne@example.com",
          teenName: "Tom Martin",
          teenAge: "12",
          additionalInfo: "",
        },
      },
      "203.0.113.41",
    );
    expect(checkout.status).toBe(200);
    const [hosted] = await database.db
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.kind, "checkout"), eq(seatHolds.status, "open")));
    expect((hosted!.holdExpiresAt.getTime() - Date.now()) / 60_000).toBeGreaterThan(29);
  });
});

describe("the payment-start endpoints through the HTTP app", () => {
  let app: Awaited<ReturnType<typeof realApp>>["app"];
  beforeAll(async () => {
    ({ app } = await realApp({ db: database.db, pool: database.pool, logger: silentLogger }));
  });

  const body = () => JSON.stringify({ workshopId: "goals", formData: aForm() });

  test("a request from another site places no hold, whatever its body type", async () => {
    for (const path of ["/api/create-payment-intent", "/api/checkout/productivity"]) {
      const crossSite: Record<string, string>[] = [
        { origin: "https://evil.example", "content-type": "text/plain" },
        { origin: "https://evil.example", "content-type": "application/json" },
        { "sec-fetch-site": "cross-site", "content-type": "application/json" },
        { origin: "null", "content-type": "application/x-www-form-urlencoded" },
      ];
      for (const headers of crossSite) {
        const answer = await app.request(path, { method: "POST", headers, body: body() });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await openHolds()).toHaveLength(0);
  });

  test("the site's own page: JSON only (415 for a text or form body)", async () => {
    const own = { origin: "http://academy.test", "sec-fetch-site": "same-origin" };
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const answer = await app.request("/api/create-payment-intent", {
        method: "POST",
        headers: { ...own, "content-type": type },
        body: body(),
      });
      expect(answer.status, type).toBe(415);
    }
    expect(await openHolds()).toHaveLength(0);
    const json = await app.request("/api/create-payment-intent", {
      method: "POST",
      headers: { ...own, "content-type": "application/json" },
      body: body(),
    });
    expect(json.status).toBe(200);
    expect(await openHolds()).toHaveLength(1);
  });

  test("the start's first statement also reads the workshop and the code typed: prices, limits, unknown codes and workshops", async () => {
    await database.db.insert(discountCodes).values([
      { code: "HALF", discountValue: 50 },
      { code: "SPENT", discountValue: 10, maxUses: 1, usedCount: 1 },
      { code: "EXPIRED", discountValue: 10, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    const [goals] = await database.db.select().from(workshops).where(eq(workshops.id, "goals"));
    const start = async (workshopId: string, discountCode: string) => {
      const answer = await app.request("/api/create-payment-intent", {
        method: "POST",
        headers: { origin: "http://academy.test", "content-type": "application/json" },
        body: JSON.stringify({ workshopId, formData: aForm({ discountCode }) }),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    // Typed as a family types it: the code is found trimmed and in any case.
    expect(await start("goals", " half ")).toMatchObject({
      status: 200,
      body: { finalAmount: goals!.price / 2, discountAmount: goals!.price / 2 },
    });
    expect(await start("goals", "")).toMatchObject({ status: 200, body: { finalAmount: goals!.price } });
    for (const code of ["SPENT", "EXPIRED", "NOSUCHCODE"]) {
      const refused = await start("goals", code);
      expect(refused.status, code).toBe(422);
      expect(refused.body.error, code).toEqual(expect.any(String));
    }
    expect((await start("no-such-workshop", "HALF")).status).toBe(404);
    expect(await openHolds()).toHaveLength(2);
  });

  test("GET /api/checkout/sessions/{id} does not answer a payment intent's id", async () => {
    const started = await createBookingPayment(
      services,
      { workshopId: "goals", formData: aForm() },
      "203.0.113.50",
    );
    const { payment_intent_id: paymentIntentId } = started.body as { payment_intent_id: string };
    const answer = await app.request(`/api/checkout/sessions/${paymentIntentId}`);
    expect(answer.status).toBe(404);
    const text = await answer.text();
    expect(text).not.toContain("@example.com");
    expect(text).not.toContain("receipt");
    expect((await paymentStatus(services, paymentIntentId, { kind: "checkout" })).state).toBe("not_found");
  });
});
