import { eq } from "drizzle-orm";
import { loadConfig } from "#server/config.server.ts";
import { seedDatabase } from "#server/db/seed.server.ts";
import { workshopGroups } from "#server/db/schema.server.ts";
import type { FulfilmentServices } from "#server/payments/fulfilment.server.ts";
import { createPaymentServices } from "#server/payments/payment-services.server.ts";
import type { BookingDetails } from "#server/bookings/booking-details.server.ts";
import { silentLogger, type TestDatabase } from "./test-database.ts";

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

/** The seeded workshops, options and codes. */
export async function seedCatalogue(database: TestDatabase) {
  await seedDatabase(database.db, silentLogger);
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
