import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { bookings, seatHolds } from "#server/db/schema.server.ts";
import type { DraftOrder } from "./draft-order.server.ts";

/** What the confirmation page shows of a paid order, read from its bookings. */
export type ConfirmedOrder = {
  /** The first teen's: the order's reference, as the payment's status answers it. */
  reference: string;
  /** The first teen's booking secret: its page, receipt and calendar. */
  receiptToken: string;
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
    groupId: first.groupId,
    parentEmail: first.parentEmail,
    teens: rows.map(({ firstName, lastName, age }) => ({ firstName, lastName, age })),
    amountPaid: first.amountPaid,
    discountAmount: first.discountAmount,
  };
}
