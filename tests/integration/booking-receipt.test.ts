import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { refundPolicySummary } from "#shared/refund-policy.ts";
import { loader as receiptLoader } from "#app/routes/booking/receipt.ts";
import { bookingPaymentAnswerOf } from "#shared/booking-payment-answer.ts";
import { createBookingPayment } from "#server/bookings/booking-payment.server.ts";
import { renderReceipt } from "#server/bookings/receipt-pdf.server.ts";
import { findReceiptBooking } from "#server/bookings/receipt.server.ts";
import { bookings } from "#server/db/schema.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import { paymentTestServices, seedCatalogue, agreedFields } from "#tests/helpers/payments.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/** The domain's outcome as POST /api/create-payment-intent answers it: status and body. */
async function startBooking(...args: Parameters<typeof createBookingPayment>) {
  return bookingPaymentAnswerOf(await createBookingPayment(...args), args[0].config.contactEmail);
}

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

async function book(workshopId: string, email: string, discountCode = "") {
  const answer = await startBooking(services, {
    workshopId,
    formData: {
      ...agreedFields,
      teenFirstName: "Nina",
      teenLastName: "Roux",
      teenAge: "14",
      parentFirstName: "Paul",
      parentLastName: "Roux",
      parentEmail: email,
      discountCode,
    },
  });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer));
  await confirmTestPaymentIntent(
    services,
    answer.body.payment_intent_id,
    answer.body.client_secret,
    "4242424242424242",
  );
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.parentEmail, email));
  return booking!;
}

/** The resource route, as React Router calls it. */
async function getReceipt(token: string) {
  const args = {
    params: { token },
    request: new Request(`http://academy.test/receipts/${token}`),
    context: { services, cspNonce: "", clientIp: "127.0.0.1", reportError: () => undefined },
  } as unknown as Parameters<typeof receiptLoader>[0];
  try {
    return await receiptLoader(args);
  } catch (thrown) {
    // A 404 is thrown as data(); turn it into a status for the assertion.
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 } as Response;
  }
}

test("the receipt PDF holds the booking's reference, parent, teen, workshop, amount and discount", async () => {
  const booking = await book("emotional-intelligence", "paul@example.com", "TEEN20");
  const response = await getReceipt(booking.receiptToken);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toBe(
    `attachment; filename="receipt-${booking.reference}.pdf"`,
  );
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const text = pdfText(Buffer.from(await response.arrayBuffer()));
  for (const expected of [
    booking.reference,
    "Paul Roux",
    "paul@example.com",
    "Nina Roux",
    "Emotional Intelligence",
    "€297",
    "-€59.40",
    "Discount (TEEN20)",
    "€237.60",
    "Teen Growth Academy",
    "contact@academy.test",
  ])
    expect(text).toContain(expected);
  expect(text).not.toContain("$");
});

test("the receipt's texts come from the catalogue: English for families, another language when asked", async () => {
  const booking = await book("goals", "lang@example.com", "TEEN20");
  const found = await findReceiptBooking(database.db, booking.receiptToken);
  const academy = { academyName: "Teen Growth Academy", contactEmail: "contact@academy.test", publicUrl: "" };
  const english = pdfText(await renderReceipt(found!, academy));
  for (const expected of ["Booking Receipt", "Booking reference: ", "Payment method: ", "Card"])
    expect(english).toContain(expected);
  expect(english).toContain("Thank you for booking with Teen Growth Academy.");
  // The refund policy in its one wording (shared/refund-policy.ts), wrapped over lines by the PDF.
  expect(english.replace(/\s+/g, " ")).toContain(refundPolicySummary("en"));
  // French typography's no-break spaces (before ":" and ";") read as spaces here.
  const french = pdfText(await renderReceipt(found!, academy, "fr")).replace(/[\u00a0\u202f]/g, " ");
  for (const expected of ["Reçu de réservation", "Moyen de paiement : ", "Carte", "Réduction (TEEN20) : "])
    expect(french).toContain(expected);
  expect(french).toContain("Merci d'avoir réservé chez Teen Growth Academy.");
  expect(french.replace(/\s+/g, " ")).toContain(refundPolicySummary("fr").replace(/\s+/g, " "));
});

test("another booking's receipt cannot be fetched by its reference, a guess or a malformed token", async () => {
  const mine = await book("goals", "first@example.com");
  const theirs = await book("social-skills", "second@example.com");
  const mineText = pdfText(Buffer.from(await (await getReceipt(mine.receiptToken)).arrayBuffer()));
  expect(mineText).toContain(mine.reference);
  expect(mineText).not.toContain(theirs.reference);
  for (const guess of [
    theirs.reference,
    theirs.id,
    "0".repeat(64),
    `${theirs.receiptToken.slice(0, 63)}x`,
    "",
  ])
    expect((await getReceipt(guess)).status).toBe(404);
  // A cancelled booking keeps its receipt, which says so: the e-mailed link never breaks.
  await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, theirs.id));
  const cancelled = await getReceipt(theirs.receiptToken);
  expect(cancelled.status).toBe(200);
  expect(pdfText(Buffer.from(await cancelled.arrayBuffer()))).toContain("Paid, then cancelled");
  // A guess answers the site's page, never a bare string or JSON.
  const missing = await getReceipt("0".repeat(64));
  expect(missing.headers.get("content-type")).toContain("text/html");
});
