import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import type { Booking } from "#server/db/rows.server.ts";
import { bookings, workshops } from "#server/db/schema.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";

export type ReceiptBooking = Pick<
  Booking,
  | "reference"
  | "createdAt"
  | "parentFirstName"
  | "parentLastName"
  | "parentEmail"
  | "teenFirstName"
  | "teenLastName"
  | "teenAge"
  | "discountCode"
  | "status"
> & {
  workshopTitle: string;
  workshopDuration: string;
  /** Euro cents. */
  subtotal: number;
  amountPaid: number;
  discountAmount: number;
};

/**
 * A confirmed booking by its receipt secret (docs/product/booking-and-payment.md#receipt): the only way to
 * its receipt, so that a guessed reference reveals nothing.
 */
export async function findReceiptBooking(db: Database, token: string): Promise<ReceiptBooking | undefined> {
  if (!isRandomToken(token)) return undefined;
  const [row] = await db
    .select({
      reference: bookings.reference,
      status: bookings.status,
      createdAt: bookings.createdAt,
      parentFirstName: bookings.parentFirstName,
      parentLastName: bookings.parentLastName,
      parentEmail: bookings.parentEmail,
      teenFirstName: bookings.teenFirstName,
      teenLastName: bookings.teenLastName,
      teenAge: bookings.teenAge,
      workshopTitle: workshops.title,
      workshopDuration: workshops.duration,
      amountPaid: bookings.amountPaid,
      discountAmount: bookings.discountAmount,
      discountCode: bookings.discountCode,
    })
    .from(bookings)
    .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
    // A cancelled booking keeps its receipt: the e-mailed link must not break (it says "Cancelled").
    .where(and(eq(bookings.receiptToken, token), inArray(bookings.status, ["confirmed", "cancelled"])))
    .limit(1);
  if (!row) return undefined;
  const discountAmount = row.discountAmount ?? 0;
  return { ...row, discountAmount, subtotal: row.amountPaid + discountAmount };
}
