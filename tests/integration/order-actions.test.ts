import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { action as bookingIntent } from "#app/routes/booking/api-create-payment-intent.ts";
import { action as bookingPageAction } from "#app/routes/booking/booking-page.tsx";
import {
  bookings,
  invoices,
  refunds,
  testProviderPayments,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { cancelWholeOrder, switchWholeOrder } from "#server/booking-page/order-actions.server.ts";
import { loadBookingPage } from "#server/booking-page/booking-page.server.ts";
import { familyBookings } from "#server/family-page/family-bookings.server.ts";
import { cancelByFamily } from "#server/refunds/family-refunds.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import type { Services } from "#server/services.server.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

// "All teens of this order" on a teen's booking page: cancel, withdraw or switch every teen of an
// order of several at once, each refund and credit note computed per seat by the one policy, and
// seats all or none.

let database: TestDatabase;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database) as unknown as Services;
});
afterAll(() => database.drop());

let addresses = 0;
const nextAddress = () => `10.29.${(++addresses >> 8) & 255}.${addresses & 255}`;

const newGroup = (capacity: number, bookedSeats = 0) =>
  insertGroup(database.db, `order-${Math.random().toString(36).slice(2, 10)}`, { capacity, bookedSeats });

/** An order of `teens` brothers and sisters in `groupId`, paid: its bookings in their order. */
async function paidOrder(groupId: string, teens: number) {
  const email = `order-${groupId}@example.com`;
  const names = ["Léo", "Zoé", "Hugo", "Lina"];
  const formData: Record<string, string> = {
    teenFirstName: names[0]!,
    teenLastName: "Dupont",
    teenAge: "13",
    parentFirstName: "Marie",
    parentLastName: "Dupont",
    parentEmail: email,
    groupId,
  };
  for (let n = 2; n <= teens; n++) {
    formData[`teen${n}FirstName`] = names[n - 1]!;
    formData[`teen${n}LastName`] = "Dupont";
    formData[`teen${n}Age`] = "12";
  }
  const answer = await bookingIntent({
    request: new Request("http://academy.test/api", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
      body: JSON.stringify({ acceptTerms: true, expressRequest: true, workshopId: "goals", formData }),
    }),
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: {},
  } as never);
  if (answer.status !== 200) throw new Error(`no order: ${answer.status}`);
  const { payment_intent_id: paymentIntentId, client_secret: clientSecret } = (await answer.json()) as {
    payment_intent_id: string;
    client_secret: string;
  };
  const intent = { paymentIntentId, clientSecret };
  await confirmTestPaymentIntent(
    services as never,
    intent.paymentIntentId,
    intent.clientSecret,
    "4242424242424242",
  );
  const rows = await database.db
    .select()
    .from(bookings)
    .where(eq(bookings.parentEmail, email))
    .orderBy(bookings.orderSeat);
  return { rows, paymentIntentId: intent.paymentIntentId };
}

const bookedSeats = async (groupId: string) =>
  (await database.db.select().from(workshopGroups).where(eq(workshopGroups.id, groupId)))[0]!.bookedSeats;

test("cancel all teens of an order from one teen's page: each teen's own share refunded by the one policy, a credit note each, every seat freed", async () => {
  const groupId = await newGroup(6);
  const { rows, paymentIntentId } = await paidOrder(groupId, 3);
  expect(await bookedSeats(groupId)).toBe(3);

  const outcome = await cancelWholeOrder(services, rows[1]!.receiptToken, new Date());
  expect(outcome).toEqual({ ok: true, value: { cancelled: 3, withdrawn: true } });
  const after = await database.db
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(bookings.orderSeat);
  expect(after.map((row) => row.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
  expect(await bookedSeats(groupId)).toBe(0);

  const paidBack = await database.db
    .select({ bookingId: refunds.bookingId, amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(
      inArray(
        refunds.bookingId,
        rows.map((row) => row.id),
      ),
    );
  expect(paidBack.map((refund) => refund.amount).sort()).toEqual(rows.map((row) => row.amountPaid).sort());
  const notes = await database.db
    .select()
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.bookingId,
          rows.map((row) => row.id),
        ),
        eq(invoices.kind, "credit_note"),
      ),
    );
  expect(notes.map((note) => note.content.bookingReference).sort()).toEqual(
    rows.map((row) => row.reference).sort(),
  );
  const [payment] = await database.db
    .select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.id, paymentIntentId));
  expect(payment!.amountRefunded).toBe(rows.reduce((sum, row) => sum + row.amountPaid, 0));

  // Again: nothing left to cancel.
  expect(await cancelWholeOrder(services, rows[0]!.receiptToken, new Date())).toEqual({
    ok: false,
    refusal: "already-cancelled",
  });
});

test("cancel all skips a teen already cancelled alone, and refuses every teen when the policy refuses one", async () => {
  const groupId = await newGroup(6);
  const { rows } = await paidOrder(groupId, 2);
  expect(await cancelByFamily(services, rows[0]!.receiptToken, new Date())).toMatchObject({ ok: true });
  expect(await cancelWholeOrder(services, rows[0]!.receiptToken, new Date())).toEqual({
    ok: true,
    value: { cancelled: 1, withdrawn: true },
  });

  // A withdrawal asked after the 14 days: refused for all, nothing changes.
  const other = await newGroup(6);
  const { rows: late } = await paidOrder(other, 2);
  const in20Days = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
  expect(await cancelWholeOrder(services, late[0]!.receiptToken, in20Days, "withdrawal")).toMatchObject({
    ok: false,
  });
  const still = await database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        late.map((row) => row.id),
      ),
    );
  expect(still.map((row) => row.status)).toEqual(["confirmed", "confirmed"]);
});

test("switch all teens of an order: all or none on seats; a group with too few seats moves nobody", async () => {
  const from = await newGroup(6);
  const tooSmall = await newGroup(6, 4);
  const roomy = await newGroup(6, 3);
  const { rows } = await paidOrder(from, 3);

  expect(await switchWholeOrder(database.db, services.config, rows[2]!.receiptToken, tooSmall)).toEqual({
    ok: false,
    reason: "full",
  });
  const groupsOf = async () =>
    (
      await database.db
        .select({ groupId: bookings.groupId })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => row.groupId);
  expect(await groupsOf()).toEqual([from, from, from]);
  expect(await bookedSeats(tooSmall)).toBe(4);
  expect(await bookedSeats(from)).toBe(3);

  expect(await switchWholeOrder(database.db, services.config, rows[2]!.receiptToken, roomy)).toEqual({
    ok: true,
    groupId: roomy,
    moved: 3,
  });
  expect(await groupsOf()).toEqual([roomy, roomy, roomy]);
  expect(await bookedSeats(roomy)).toBe(6);
  expect(await bookedSeats(from)).toBe(0);
});

test("the booking page lists the order's other teens and answers the 'cancel all' post in its language", async () => {
  const groupId = await newGroup(6);
  const { rows } = await paidOrder(groupId, 2);
  const page = await loadBookingPage(database.db, rows[0]!.receiptToken);
  expect(page!.orderTeens).toEqual([
    { firstName: "Zoé", reference: rows[1]!.reference, cancelled: false, token: rows[1]!.receiptToken },
  ]);

  const body = new URLSearchParams({ intent: "cancel-order" });
  const answer = (await bookingPageAction({
    request: new Request(`http://academy.test/fr/bookings/${rows[0]!.receiptToken}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://academy.test" },
      body,
    }),
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: { token: rows[0]!.receiptToken },
  } as never)) as { data: { ok: boolean; message: string } };
  expect(answer.data.ok).toBe(true);
  expect(answer.data.message).toMatch(/^Vous vous êtes rétracté pour les 2 ados de cette commande\./);
  const after = await database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        rows.map((row) => row.id),
      ),
    );
  expect(after.map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
});

test("the family page puts an order's teens together, named by the order's first reference; a teen booked alone stays alone", async () => {
  const groupId = await newGroup(6);
  const { rows } = await paidOrder(groupId, 3);
  const email = rows[0]!.parentEmail;
  // A later booking of the same family, alone, in another group.
  const other = await newGroup(6);
  const [alone] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${Math.floor(100000 + Math.random() * 899999)}`,
      workshopId: "goals",
      groupId: other,
      parentFirstName: "Marie",
      parentEmail: email,
      teenFirstName: "Noé",
      teenAge: 12,
      amountPaid: 14700,
      status: "confirmed",
    })
    .returning();
  const listed = await familyBookings(database.db, email);
  const order = rows[0]!.reference;
  expect(listed.map((booking) => [booking.teenFirstName, booking.order])).toEqual(
    expect.arrayContaining([
      ["Léo", order],
      ["Zoé", order],
      ["Hugo", order],
      ["Noé", null],
    ]),
  );
  // Adjacent, in their order.
  const at = listed.findIndex((booking) => booking.order === order);
  expect(listed.slice(at, at + 3).map((booking) => booking.teenFirstName)).toEqual(["Léo", "Zoé", "Hugo"]);
  expect(listed.find((booking) => booking.reference === alone!.reference)!.order).toBeNull();
});
