import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { workshopGroups, workshops } from "#server/db/schema.server.ts";
import type { FulfilmentServices } from "#server/bookings/fulfil-payment.server.ts";
import { createPaymentServices } from "#server/payments/payment-services.server.ts";
import type { BookingDetails } from "#server/bookings/booking-details.server.ts";
import type { CheckoutConsent } from "#shared/checkout-consent.ts";
import { silentLogger, type TestDatabase } from "./test-database.ts";

/** The terms accepted and the early start asked for: what a family ticks where it pays. */
export const agreed: CheckoutConsent = { termsAccepted: true, expressRequest: true };
/** The same two checkboxes as a form or a JSON body sends them. */
export const agreedFields = { acceptTerms: "on", expressRequest: "on" } as const;

/** The services the payment core needs, on a test database, with the test provider unless env says Stripe. */
export function paymentTestServices(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
): FulfilmentServices & { wakes: () => number } {
  const config = loadConfig({
    PUBLIC_URL: "http://academy.test",
    CONTACT_EMAIL: "contact@academy.test",
    ...env,
  });
  let wakes = 0;
  return {
    db: database.db,
    config,
    logger: silentLogger,
    mail: {
      transport: { send: async () => undefined },
      wake: () => {
        wakes++;
      },
    },
    payments: createPaymentServices(config, database.db, "test-auth-secret-for-payments"),
    wakes: () => wakes,
  };
}

/** The seeded workshops, groups and codes. */
export async function seedCatalogue(database: TestDatabase) {
  await seedDatabase(database.db, silentLogger);
}

/**
 * A copy of a seeded workshop under a new id, no seat booked: for a test that reads every group, hold
 * or booking of its workshop, which another test's data on the seeded workshop would change.
 */
export async function copyWorkshop(database: TestDatabase, from: string) {
  const [seeded] = await database.db.select().from(workshops).where(eq(workshops.id, from));
  if (!seeded) throw new Error(`No workshop ${from}`);
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...workshop } = seeded;
  const id = `${from}-${randomBytes(4).toString("hex")}`;
  await database.db.insert(workshops).values({ ...workshop, id, bookedSeats: 0 });
  return id;
}

export async function setOptionSeats(database: TestDatabase, id: string, capacity: number, booked = 0) {
  await database.db
    .update(workshopGroups)
    .set({ capacity, bookedSeats: booked })
    .where(eq(workshopGroups.id, id));
}

/** A parent and teen, with a unique e-mail address per call. */
export function aParent(overrides: Partial<BookingDetails> = {}): BookingDetails {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    parentFirstName: "Marie",
    parentLastName: "Dupont",
    parentEmail: `marie-${tag}@example.com`,
    teenFirstName: "Léo",
    teenLastName: "Dupont",
    teenAge: 14,
    specialRequests: "Loves drawing",
    ...overrides,
  };
}
