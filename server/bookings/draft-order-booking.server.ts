import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
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

/** Read by the payment start and by the booking, payment and confirmation pages: prepared once. */
const confirmedOrderRows = preparedStatement((db) =>
  db
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
        eq(seatHolds.providerPaymentId, sql.placeholder("paymentIntentId")),
        eq(seatHolds.workshopId, sql.placeholder("workshopId")),
        eq(bookings.status, "confirmed"),
      ),
    )
    .orderBy(asc(bookings.orderSeat))
    .prepare("confirmed_order_of_draft"),
);

/** The bookings the draft's payment made, once confirmed; undefined while it is unpaid. */
export async function confirmedOrderOfDraft(
  db: Database,
  draft: Pick<DraftOrder, "paymentIntentId" | "workshopId">,
): Promise<ConfirmedOrder | undefined> {
  if (!draft.paymentIntentId) return undefined;
  const rows = await confirmedOrderRows(db).execute({
    paymentIntentId: draft.paymentIntentId,
    workshopId: draft.workshopId,
  });
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
