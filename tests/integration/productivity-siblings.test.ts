import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { action as productivityCheckout } from "#app/routes/productivity/api-checkout.ts";
import { loader as sessionLoader } from "#app/routes/productivity/api-session.ts";
import {
  bookings,
  seatHolds,
  emailOutbox,
  invoices,
  testProviderPayments,
  waitingList,
  waitlistOffers,
  workshopGroups,
  workshops,
} from "#server/db/schema.server.ts";
import { cancelBooking } from "#server/refunds/cancel-booking.server.ts";
import { PRODUCTIVITY_WORKSHOP_ID } from "#shared/workshop-ids.ts";
import { payTestCheckout } from "#server/bookings/test-customer.server.ts";
import type { Services } from "#server/services.server.ts";
import type { PaymentSessionAnswer } from "#shared/api-answers.ts";
import { productivityProceedError } from "#shared/productivity-schema.ts";
import { agreedFields, paymentTestServices, seedCatalogue, setOptionSeats } from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

// The productivity registration books brothers and sisters in one hosted checkout, as the booking
// form does (docs/decisions/026-orders-for-several-teens.md): one hold of N seats, N bookings.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
});
afterAll(() => database.drop());

let addresses = 0;
const nextAddress = () => `10.29.${(++addresses >> 8) & 255}.${addresses & 255}`;

function post(json: unknown, services: Services) {
  const request = new Request("http://academy.test/api/checkout/productivity", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://academy.test" },
    body: JSON.stringify(json),
  });
  return productivityCheckout({
    request,
    context: { services, clientIp: nextAddress(), reportError: () => undefined },
    params: {},
  } as never);
}

function body(email: string, teens: [string, string][], language?: string) {
  const formData: Record<string, string> = {
    ...agreedFields,
    parentName: "Marie Dupont",
    parentEmail: email,
    teenName: teens[0]![0],
    teenAge: teens[0]![1],
  };
  teens.slice(1).forEach(([name, age], index) => {
    formData[`teen${index + 2}Name`] = name;
    formData[`teen${index + 2}Age`] = age;
  });
  return { selectedSchedule: "option2", formData, ...(language && { language }) };
}

test("two teens on one registration: one checkout for twice the price, two bookings, one e-mail, a success page naming both", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  await setOptionSeats(database, "option2", 6);
  const email = "two-productivity@example.com";
  const answer = await post(
    body(email, [
      ["Léo Dupont", "13"],
      ["Zoé Dupont", "15"],
    ]),
    services,
  );
  expect(answer.status).toBe(200);
  const [hold] = await database.db.select().from(seatHolds).where(eq(seatHolds.customerEmail, email));
  expect(hold!.seats).toBe(2);
  const [workshop] = await database.db
    .select({ price: workshops.price })
    .from(workshops)
    .where(eq(workshops.id, PRODUCTIVITY_WORKSHOP_ID));
  expect(hold!.amountTotal).toBe(2 * workshop!.price);
  // The teens stay out of what the payment provider is told.
  const [sent] = await database.db
    .select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.id, hold!.providerPaymentId!));
  expect(sent!.amount).toBe(2 * workshop!.price);
  expect(JSON.stringify(sent!.metadata)).not.toContain("Zoé");

  expect((await payTestCheckout(services, hold!.providerPaymentId!, "4242424242424242")).ok).toBe(true);
  const rows = await database.db
    .select()
    .from(bookings)
    .where(eq(bookings.parentEmail, email))
    .orderBy(bookings.orderSeat);
  expect(rows.map((row) => [row.teenFirstName, row.teenLastName, row.teenAge, row.orderSeat])).toEqual([
    ["Léo", "Dupont", 13, 1],
    ["Zoé", "Dupont", 15, 2],
  ]);
  const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  expect(mails.filter((mail) => mail.kind === "booking-confirmation")).toHaveLength(1);
  const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, rows[0]!.id));
  expect(invoice!.content.lines).toHaveLength(2);

  const reply = await sessionLoader({
    request: new Request("http://academy.test/api/checkout/sessions/x"),
    params: { sessionId: hold!.providerPaymentId! },
    context: { services },
  } as never);
  const status = (await reply.json()) as PaymentSessionAnswer;
  expect(status.state).toBe("paid");
  if (status.state !== "paid") return;
  expect(status.teens.map((teen) => [teen.name, teen.age, teen.reference])).toEqual(
    rows.map((row) => [`${row.teenFirstName} ${row.teenLastName}`, row.teenAge, row.reference]),
  );
});

test("fewer places left in the group than the teens: told how many, in the page's language, and nothing is held", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  await setOptionSeats(database, "option2", 6, 5);
  const email = "three-productivity@example.com";
  const answer = await post(
    body(
      email,
      [
        ["Léo Martin", "13"],
        ["Zoé Martin", "15"],
      ],
      "fr",
    ),
    services,
  );
  expect(answer.status).toBe(409);
  const refusal = (await answer.json()) as { error: string; code: string; seatsLeft: number };
  expect(refusal.code).toBe("not_enough_seats");
  expect(refusal.seatsLeft).toBe(1);
  expect(refusal.error).toMatch(/^Pas assez de places pour vos 2/);
  expect(await database.db.select().from(seatHolds).where(eq(seatHolds.customerEmail, email))).toEqual([]);
});

test("an added teen is as required as the first: a blank name or an age out of range is refused, in the page's language", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  await setOptionSeats(database, "option2", 6);
  const blank = await post(
    body(
      "blank-productivity@example.com",
      [
        ["Léo Petit", "13"],
        ["", "14"],
      ],
      "fr",
    ),
    services,
  );
  expect(blank.status).toBe(400);
  expect(((await blank.json()) as { error: string }).error).toBe(
    productivityProceedError(
      "option2",
      { parentName: "", parentEmail: "", teenName: "", teenAge: "", additionalInfo: "" },
      "fr",
    ),
  );
  const tooOld = await post(
    body("old-productivity@example.com", [
      ["Léo Petit", "13"],
      ["Zoé Petit", "19"],
    ]),
    services,
  );
  expect(tooOld.status).toBe(400);
  expect(((await tooOld.json()) as { error: string }).error).toMatch(/age/i);
});

test("the proceed button's checks cover every added teen", () => {
  const form = {
    parentName: "Marie Dupont",
    parentEmail: "marie@example.com",
    teenName: "Léo",
    teenAge: "13",
    additionalInfo: "",
  };
  expect(productivityProceedError("option2", form)).toBeNull();
  expect(productivityProceedError("option2", { ...form, teen2Name: "Zoé", teen2Age: "" })).toMatch(
    /required/i,
  );
  expect(productivityProceedError("option2", { ...form, teen2Name: "Zoé", teen2Age: "9" })).toMatch(/age/i);
  expect(productivityProceedError("option2", { ...form, teen2Name: "Zoé", teen2Age: "14" })).toBeNull();
});

test("an offer of 2 seats in a productivity group: its claim must name exactly 2 teens, and holds them on the offer's seats", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  await setOptionSeats(database, "option3", 2, 2);
  const booked = await database.db
    .insert(bookings)
    .values(
      [0, 1].map((n) => ({
        reference: `TW-${700000 + n}`,
        workshopId: PRODUCTIVITY_WORKSHOP_ID,
        groupId: "option3",
        parentFirstName: "Anne",
        parentEmail: `booked-${n}-option3@example.com`,
        teenFirstName: "Tom",
        teenAge: 13,
        amountPaid: 27000,
        status: "confirmed" as const,
      })),
    )
    .returning({ id: bookings.id });
  const email = "pair-productivity@example.com";
  await database.db
    .insert(waitingList)
    .values({ workshopId: PRODUCTIVITY_WORKSHOP_ID, parentEmail: email, seats: 2 });
  const actor = { id: "admin-1", email: "admin@academy.test" };
  for (const row of booked) await cancelBooking(services, actor, row.id);
  const [offer] = await database.db
    .select()
    .from(waitlistOffers)
    .where(eq(waitlistOffers.parentEmail, email));
  expect(offer).toMatchObject({ seats: 2, status: "offered" });

  const claim = (teens: [string, string][]) =>
    post({ ...body(email, teens), selectedSchedule: "option3", offerToken: offer!.token }, services);
  expect((await claim([["Léo Martin", "13"]])).status).toBe(400);
  const answer = await claim([
    ["Léo Martin", "13"],
    ["Zoé Martin", "15"],
  ]);
  expect(answer.status).toBe(200);
  const [hold] = await database.db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.customerEmail, email), eq(seatHolds.kind, "checkout")));
  expect(hold!.seats).toBe(2);
  expect(hold!.waitlistOfferId).toBe(offer!.id);
});

test("a group that is not on sale is refused with the hold's own word, 404 not_bookable, and nothing is held", async () => {
  const services = paymentTestServices(database) as unknown as Services;
  const email = "closed-group@example.com";
  await setOptionSeats(database, "option3", 6);
  await database.db.update(workshopGroups).set({ isActive: false }).where(eq(workshopGroups.id, "option3"));
  try {
    const answer = await post(
      { ...body(email, [["Léo Dupont", "13"]]), selectedSchedule: "option3" },
      services,
    );
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: "not_bookable" });
  } finally {
    await database.db.update(workshopGroups).set({ isActive: true }).where(eq(workshopGroups.id, "option3"));
  }
  expect(await database.db.select().from(seatHolds).where(eq(seatHolds.customerEmail, email))).toEqual([]);
});
