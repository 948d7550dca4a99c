import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, test } from "vitest";
import { action as bookingIntent } from "#app/routes/booking/api-create-payment-intent.ts";
import { action as productivityCheckout } from "#app/routes/productivity/api-checkout.ts";
import { rateLimits, seatHolds, workshopGroups, workshops } from "#server/db/schema.server.ts";
import type { Services } from "#server/services.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { paymentTestServices, seedCatalogue, agreedFields } from "#tests/helpers/payments.ts";

let database: TestDatabase;
// A fresh catalogue per test: the open holds are counted per workshop, and the other test's
// checkout holds a productivity seat too.
beforeEach(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
});
afterEach(() => database.drop());

const body = {
  selectedSchedule: "option2",
  formData: {
    ...agreedFields,
    parentName: "Marie Dupont",
    parentEmail: "marie@example.com",
    teenName: "Léo",
    teenAge: 14,
  },
};

type Action = (args: never) => Promise<Response>;

function post(action: Action, path: string, json: unknown, services: Services, clientIp: string) {
  const request = new Request(`http://academy.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(json),
  });
  return action({ request, context: { services, clientIp }, params: {} } as never);
}

const startCheckout = (services: Services, clientIp: string) =>
  post(productivityCheckout, "/api/checkout/productivity", body, services, clientIp);

const startBookingPayment = (services: Services, clientIp: string) =>
  post(
    bookingIntent,
    "/api/create-payment-intent",
    {
      workshopId: "goals",
      formData: {
        ...agreedFields,
        teenFirstName: "Léo",
        teenLastName: "Dupont",
        teenAge: "13",
        parentFirstName: "Marie",
        parentLastName: "Dupont",
        parentEmail: "marie@example.com",
      },
    },
    services,
    clientIp,
  );

const openHolds = async (workshopId = "productivity") =>
  (
    await database.db
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.workshopId, workshopId), eq(seatHolds.status, "open")))
  ).length;

/** Services whose payment starts are limited to `starts` per address (the rate limit alone: the cap on live holds per family has its own test, hold-limits.test.ts). */
const limitedTo = (starts: number) =>
  paymentTestServices(database, {
    PAYMENT_START_RATE_LIMIT_PER_IP: String(starts),
    HOLDS_PER_IP: "100",
    HOLDS_PER_EMAIL: "100",
  }) as unknown as Services;

test("one client address starting payments in a loop is stopped before it can hold every seat", async () => {
  const services = limitedTo(2);
  expect((await startCheckout(services, "198.51.100.1")).status).toBe(200);
  expect((await startCheckout(services, "198.51.100.1")).status).toBe(200);
  const refused = await startCheckout(services, "198.51.100.1");
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    error: "Error creating payment session. Please try again.",
    code: "rate_limited",
  });
  expect(await openHolds()).toBe(2);
  // Another parent is not affected.
  expect((await startCheckout(services, "198.51.100.2")).status).toBe(200);
  expect(await openHolds()).toBe(3);
});

test("the booking flow's payment intents share the same per-address limit", async () => {
  const services = limitedTo(2);
  expect((await startBookingPayment(services, "203.0.113.5")).status).toBe(200);
  expect((await startCheckout(services, "203.0.113.5")).status).toBe(200);
  const refused = await startBookingPayment(services, "203.0.113.5");
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ error: "Too many attempts. Please try again later." });
  expect(await openHolds("goals")).toBe(1);
});

test("a start on a full group or workshop is answered 'full' and spends nothing of the address's budget", async () => {
  const services = limitedTo(1);
  // Both seat rows full: the productivity group of the body and the workshop sold without groups.
  await database.db
    .update(workshopGroups)
    .set({ bookedSeats: sql`capacity` })
    .where(eq(workshopGroups.id, "option2"));
  await database.db
    .update(workshops)
    .set({ bookedSeats: sql`max_seats` })
    .where(eq(workshops.id, "goals"));
  for (let attempt = 0; attempt < 3; attempt++) {
    expect((await startCheckout(services, "192.0.2.7")).status).toBe(409);
    expect((await startBookingPayment(services, "192.0.2.7")).status).toBe(409);
  }
  expect(await database.db.select().from(rateLimits)).toEqual([]);

  // A seat freed: the next start is admitted and spends the one start the address has.
  await database.db.update(workshops).set({ bookedSeats: 0 }).where(eq(workshops.id, "goals"));
  expect((await startBookingPayment(services, "192.0.2.7")).status).toBe(200);
  expect((await startBookingPayment(services, "192.0.2.7")).status).toBe(429);
  expect(await database.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits)).toEqual(
    [{ key: "payment-start:ip:192.0.2.7", count: 2 }],
  );
});
