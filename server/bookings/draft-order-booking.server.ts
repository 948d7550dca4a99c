import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings, invoices, seatHolds } from "#server/db/schema.server.ts";
import type { DraftOrder } from "./draft-order.server.ts";

/** What the confirmation page shows of a paid order, read from its bookings. */
export type ConfirmedOrder = {
  /** The first teen's: the order's reference, as the payment's status answers it. */
  reference: string;
  /** The first teen's booking secret: its page, receipt and calendar. */
  receiptToken: string;
  /**
   * The order's invoice's secret, the receipt of the whole payment (every teen, the total paid), as
   * the confirmation e-mail links it; null for a free booking, which has no invoice.
   */
  invoiceToken: string | null;
  groupId: string | null;
  parentEmail: string;
  teens: { firstName: string; lastName: string; age: number | null }[];
  /** Euro cents: the order's total paid and its discount. */
  amountPaid: number;
  discountAmount: number;
};

/** The bookings the draft's payment made, once confirmed; undefined while it is unpaid. */
export async function confirmedOrderOfDraft(
  db: Database,
  draft: Pick<DraftOrder, "paymentIntentId" | "workshopId">,
): Promise<ConfirmedOrder | undefined> {
  if (!draft.paymentIntentId) return undefined;
  const rows = await db
    .select({
      reference: bookings.reference,
      receiptToken: bookings.receiptToken,
      invoiceToken: invoices.token,
      groupId: bookings.groupId,
      parentEmail: bookings.parentEmail,
      firstName: bookings.teenFirstName,
      lastName: bookings.teenLastName,
      age: bookings.teenAge,
      amountPaid: seatHolds.amountTotal,
      discountAmount: seatHolds.discountAmount,
    })
    .from(seatHolds)
    .innerJoin(bookings, eq(bookings.holdId, seatHolds.id))
    // The order's invoice belongs to its first booking.
    .leftJoin(invoices, and(eq(invoices.bookingId, bookings.id), eq(invoices.kind, "invoice")))
    .where(
      and(
        eq(seatHolds.providerPaymentId, draft.paymentIntentId),
        eq(seatHolds.workshopId, draft.workshopId),
        eq(bookings.status, "confirmed"),
      ),
    )
    .orderBy(asc(bookings.orderSeat));
  const [first] = rows;
  if (!first) return undefined;
  return {
    reference: first.reference,
    receiptToken: first.receiptToken,
    invoiceToken: first.invoiceToken,
    groupId: first.groupId,
    parentEmail: first.parentEmail,
    teens: rows.map(({ firstName, lastName, age }) => ({ firstName, lastName, age })),
    amountPaid: first.amountPaid,
    discountAmount: first.discountAmount,
  };
}
