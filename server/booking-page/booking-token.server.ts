import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings } from "#server/db/schema.server.ts";

// The receipt secret is 64 hex characters (schema.server.ts randomToken: two UUIDv4, 244 random bits);
// anything else is not looked up, so a reference or a forged value never reaches the database.
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/** Whether a value from a URL has the shape of a booking's secret. */
export const isBookingToken = (token: string) => TOKEN_SHAPE.test(token);

/** The booking's id behind its secret, or undefined (unknown, forged or malformed). */
export async function bookingIdByToken(db: Pick<Database, "select">, token: string) {
  if (!isBookingToken(token)) return undefined;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.receiptToken, token))
    .limit(1);
  return row?.id;
}
