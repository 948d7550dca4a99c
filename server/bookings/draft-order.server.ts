import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server.ts";
import { preparedStatement } from "#server/db/prepared.server.ts";
import { isRandomToken } from "#server/db/random-token.server.ts";
import { seatHolds, draftOrders } from "#server/db/schema.server.ts";
import type { Language } from "#shared/language.ts";

/**
 * How long a sent booking form is kept for its payment: long enough to find a card, short
 * enough that a teen's details typed and abandoned do not linger.
 */
export const DRAFT_ORDER_MINUTES = 120;

export type DraftOrder = {
  id: string;
  token: string;
  workshopId: string;
  formData: Record<string, string>;
  language: Language;
  paymentIntentId: string | null;
  expiresAt: Date;
};

const draftColumns = {
  id: draftOrders.id,
  token: draftOrders.token,
  workshopId: draftOrders.workshopId,
  formData: draftOrders.formData,
  language: draftOrders.language,
  paymentIntentId: draftOrders.paymentIntentId,
  expiresAt: draftOrders.expiresAt,
};

/** Records a checked booking form; its token is the family's only way back to it. */
export async function createDraftOrder(
  db: Database,
  order: { workshopId: string; formData: Record<string, string>; language: Language },
  now = new Date(),
): Promise<DraftOrder> {
  const [draft] = await db
    .insert(draftOrders)
    .values({ ...order, expiresAt: new Date(now.getTime() + DRAFT_ORDER_MINUTES * 60_000) })
    .returning(draftColumns);
  return draft!;
}

/*
 * The payment start reads and writes its order's draft with the three statements below, and the
 * booking, payment and confirmation pages read it: each is prepared once (server/db/prepared.server.ts).
 */
const draftByToken = preparedStatement((db) =>
  db
    .select(draftColumns)
    .from(draftOrders)
    .where(
      and(
        eq(draftOrders.token, sql.placeholder("token")),
        eq(draftOrders.workshopId, sql.placeholder("workshopId")),
        gt(draftOrders.expiresAt, sql`${sql.placeholder("now")}::timestamptz`),
      ),
    )
    .prepare("draft_order_by_token"),
);

const draftPayment = preparedStatement((db) =>
  db
    .update(draftOrders)
    .set({ paymentIntentId: sql`${sql.placeholder("paymentIntentId")}` })
    .where(eq(draftOrders.id, sql.placeholder("draftId")))
    .prepare("record_draft_payment"),
);

const openHoldOfPayment = preparedStatement((db) =>
  db
    .select({ clientSecret: seatHolds.clientSecret })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.providerPaymentId, sql.placeholder("paymentIntentId")),
        eq(seatHolds.kind, "payment_intent"),
        eq(seatHolds.status, "open"),
      ),
    )
    .prepare("open_hold_of_draft_payment"),
);

/** The live draft behind a token, for this workshop only; an expired, unknown or malformed one is none. */
export async function findDraftOrder(
  db: Database,
  token: string | undefined,
  workshopId: string,
  now = new Date(),
): Promise<DraftOrder | undefined> {
  if (!token || !isRandomToken(token)) return undefined;
  const [draft] = await draftByToken(db).execute({ token, workshopId, now: now.toISOString() });
  return draft;
}

/** The payment last started from a draft: the confirmation page finds its bookings through it. */
export async function recordDraftPayment(db: Database, draftId: string, paymentIntentId: string) {
  await draftPayment(db).execute({ draftId, paymentIntentId });
}

/**
 * The draft's last payment while it still holds its seat unpaid: a new start from the same order
 * ends it first, as a retry after a declined card does, so one order never holds two seats.
 */
export async function openPaymentOfDraft(
  db: Database,
  draft: DraftOrder,
): Promise<{ paymentIntentId: string; clientSecret: string } | undefined> {
  if (!draft.paymentIntentId) return undefined;
  const [hold] = await openHoldOfPayment(db).execute({ paymentIntentId: draft.paymentIntentId });
  return hold?.clientSecret
    ? { paymentIntentId: draft.paymentIntentId, clientSecret: hold.clientSecret }
    : undefined;
}

/** The retention job's part: expired drafts go, and the teens' details they hold with them. */
export async function deleteExpiredDraftOrders(db: Pick<Database, "delete">, now = new Date()) {
  const deleted = await db
    .delete(draftOrders)
    .where(lte(draftOrders.expiresAt, now))
    .returning({ id: draftOrders.id });
  return deleted.length;
}
