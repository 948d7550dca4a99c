import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import { seatHolds } from "#server/db/schema.server.ts";
import { fulfilPayment, type FulfilmentServices } from "./fulfil-payment.server.ts";

/** Stripe keeps an unpaid checkout session 24 hours; a week covers a long outage too. */
const LOOK_BACK_DAYS = 7;
const BATCH = 200;

export type ReconcileOutcome = { checked: number; fulfilled: number; errors: number };

/**
 * Asks the payment provider about every payment we still think is open and fulfils the ones it
 * says are paid, through the same idempotent fulfilment as the webhook. A payment made while the
 * server was down, or whose webhook never arrived, becomes a booking without the parent's browser.
 * Safe to run anywhere, any number of times, next to webhooks: fulfilment locks the hold's row.
 */
export async function reconcileOpenPayments(
  services: FulfilmentServices,
  options: { now?: Date } = {},
): Promise<ReconcileOutcome> {
  const { db, logger, payments } = services;
  const since = new Date((options.now ?? new Date()).getTime() - LOOK_BACK_DAYS * 24 * 60 * 60 * 1000);
  const open = await db
    .select({
      id: seatHolds.id,
      kind: seatHolds.kind,
      providerPaymentId: seatHolds.providerPaymentId,
    })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.status, "open"),
        eq(seatHolds.provider, payments.provider.name),
        isNotNull(seatHolds.providerPaymentId),
        gt(seatHolds.createdAt, since),
      ),
    )
    .orderBy(asc(seatHolds.createdAt))
    .limit(BATCH);

  const outcome: ReconcileOutcome = { checked: 0, fulfilled: 0, errors: 0 };
  for (const hold of open) {
    outcome.checked++;
    try {
      const id = hold.providerPaymentId!;
      const payment =
        hold.kind === "checkout"
          ? await payments.provider.retrieveCheckoutSession(id)
          : await payments.provider.retrievePaymentIntent(id);
      if (payment?.status !== "paid") continue;
      const result = await fulfilPayment(services, payment);
      if (result.status === "confirmed" && result.firstTime) {
        outcome.fulfilled++;
        logger.warn({ checkoutId: hold.id }, "Reconciliation: a paid payment had no booking; booked now");
      }
    } catch (error) {
      // One provider error must not stop the others; the next run tries again.
      outcome.errors++;
      logger.error({ err: error, checkoutId: hold.id }, "Reconciliation of a payment failed");
    }
  }
  return outcome;
}
