import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings } from "#server/db/schema.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";

/** Whether a value from a URL has the shape of a booking's secret (its receipt token). */
export const isBookingToken = isRandomToken;

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
