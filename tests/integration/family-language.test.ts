import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createBookingPayment } from "#server/bookings/booking-payment.server.ts";
import {
  bookings,
  emailOutbox,
  familySignInLinks,
  invoices,
  newsletterSubscribers,
  refunds,
  waitingList,
  type OutboxAttachment,
} from "#server/db/schema.server.ts";
import { requestFamilyLink } from "#server/family-page/family-link-request.server.ts";
import { signUpForNewsletter } from "#server/newsletter/signup.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import { requestGuarantee } from "#server/refunds/family-refunds.server.ts";
import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import { m } from "#shared/i18n/messages.ts";
import type { Language } from "#shared/language.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { agreedFields, paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * The language a family used on the site travels with it: stored with what it did, and every
 * message, file and link it receives afterwards is in that language (docs/product/languages-and-texts.md).
 */

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
  await insertGroup(database.db, "goals-language", { inDays: 30 });
});
afterAll(() => database.drop());

/** A booking paid from the payment page of `language` (the page posts its language with the order). */
async function bookFrom(language: Language | undefined, email: string) {
  const started = await createBookingPayment(services, {
    workshopId: "goals",
    formData: {
      ...agreedFields,
      groupId: "goals-language",
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: "13",
      parentFirstName: "Claire",
      parentLastName: "Martin",
      parentEmail: email,
    },
    ...(language && { language }),
  });
  if (!started.ok) throw new Error(JSON.stringify(started));
  await confirmTestPaymentIntent(services, started.paymentIntentId, started.clientSecret, "4242424242424242");
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.parentEmail, email));
  return booking!;
}

async function mailTo(address: string, kind: string) {
  const rows = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)));
  expect(rows, `${kind} to ${address}`).toHaveLength(1);
  return rows[0]!;
}

/** The attached calendar files, their folded lines unfolded (RFC 5545). */
const calendarText = (attachments: OutboxAttachment[]) =>
  attachments
    .flatMap((file) => ("content" in file ? [file.content] : []))
    .join("\n")
    .replace(/\r\n[ \t]/g, "");

describe("a booking made in French", () => {
  test("is stored in French, and its confirmation, calendar file, invoice and links are French", async () => {
    const booking = await bookFrom("fr", "claire@example.fr");
    expect(booking.language).toBe("fr");
    const confirmation = await mailTo("claire@example.fr", "booking-confirmation");
    expect(confirmation.subject).toMatch(/^Réservation confirmée\s: /);
    expect(confirmation.headers["Content-Language"] ?? confirmation.html).toContain("fr");
    expect(confirmation.textBody).toContain(`http://academy.test/fr/bookings/${booking.receiptToken}`);
    expect(confirmation.textBody).not.toContain(`http://academy.test/bookings/${booking.receiptToken}`);
    // French typography in the rows too: a no-break space before each colon, never a bare one.
    expect(confirmation.textBody).toContain(`Référence de réservation\u00a0: ${booking.reference}`);
    expect(confirmation.textBody).not.toMatch(/[^\s\u00a0]: /);
    // The group's times in French ("le lundi de 16 h à 17 h"), never the English schedule.
    expect(confirmation.textBody).not.toMatch(
      /\b(Mondays|Tuesdays|Wednesdays|Thursdays|Fridays|Saturdays|Sundays)\b/,
    );
    const ics = calendarText(confirmation.attachments);
    expect(ics).toContain("Votre réservation");
    expect(ics).toContain(`/fr/bookings/${booking.receiptToken}`);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoice?.language).toBe("fr");
  });

  test("while a booking from the English page stays English", async () => {
    const booking = await bookFrom(undefined, "emma@example.com");
    expect(booking.language).toBe("en");
    const confirmation = await mailTo("emma@example.com", "booking-confirmation");
    expect(confirmation.subject).toMatch(/^Booking confirmed/);
    expect(confirmation.textBody).toContain(`http://academy.test/bookings/${booking.receiptToken}`);
    expect(calendarText(confirmation.attachments)).not.toContain("Votre réservation");
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(invoice?.language).toBe("en");
  });

  test("a refund request from the French booking page is answered in French", async () => {
    const booking = await bookFrom("fr", "remi@example.fr");
    // The guarantee is asked after the first session (the group starts in 30 days).
    const afterStart = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    const asked = await requestGuarantee(services, booking.receiptToken, "", afterStart, "fr");
    expect(asked).toEqual({ ok: true, value: { amount: expect.any(Number) } });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund?.language).toBe("fr");
    const received = await mailTo("remi@example.fr", "refund-request-received");
    expect(received.subject).toMatch(/^Nous avons reçu votre demande de remboursement/);
    expect(received.textBody).toContain(`/fr/bookings/${booking.receiptToken}`);
  });
});

test("a waiting-list entry made in French is stored in French and confirmed in French", async () => {
  const answer = await signUpForWaitlist(
    services,
    "goals",
    { email: "waiting@example.fr", language: "fr" },
    "203.0.113.7",
  );
  expect(answer.ok).toBe(true);
  const [entry] = await database.db
    .select()
    .from(waitingList)
    .where(eq(waitingList.parentEmail, "waiting@example.fr"));
  expect(entry?.language).toBe("fr");
  const joined = await mailTo("waiting@example.fr", "waitlist-joined");
  expect(joined.subject).toMatch(/^Vous êtes sur la liste d'attente/);
  expect(joined.textBody).toContain("http://academy.test/fr/workshops");
});

test("a newsletter sign-up in French gets its confirmation link in French", async () => {
  const answer = await signUpForNewsletter(
    services,
    { email: "lecteur@example.fr", consent: true, language: "fr" },
    "203.0.113.8",
  );
  expect(answer.ok).toBe(true);
  const [subscriber] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, "lecteur@example.fr"));
  expect(subscriber?.language).toBe("fr");
  const confirmation = await mailTo("lecteur@example.fr", "newsletter-confirmation");
  expect(confirmation.subject).toMatch(/^Veuillez confirmer votre inscription/);
  expect(confirmation.textBody).toContain(
    `http://academy.test/fr/newsletter/confirm?token=${subscriber!.confirmToken}`,
  );
});

test("the waiting-list and newsletter forms refuse in French on the French pages, in English on the English ones", async () => {
  const frenchEmail = m.invalid_email({}, { locale: "fr" });
  expect(frenchEmail).not.toBe(m.invalid_email({}, { locale: "en" }));
  const waitlist = (language: "en" | "fr") =>
    signUpForWaitlist(services, "goals", { email: "bad@x", teens: "9", language }, "203.0.113.9");
  expect(await waitlist("fr")).toEqual({
    ok: false,
    reason: "invalid",
    fieldErrors: { email: frenchEmail, teens: m.waitlist_teens_invalid({ max: 4 }, { locale: "fr" }) },
  });
  expect(await waitlist("en")).toMatchObject({
    fieldErrors: { email: m.invalid_email({}, { locale: "en" }) },
  });
  const newsletter = await signUpForNewsletter(
    services,
    { email: "bad@x", consent: false, language: "fr" },
    "203.0.113.9",
  );
  expect(newsletter).toEqual({
    ok: false,
    reason: "invalid",
    fieldErrors: { email: frenchEmail, consent: m.newsletter_consent_required({}, { locale: "fr" }) },
  });
});

test("a family's sign-in link asked from the French page comes in French, to the French page", async () => {
  await bookFrom(undefined, "famille@example.fr");
  const asked = await requestFamilyLink(services, "famille@example.fr", "203.0.113.9", new Date(), "fr");
  if (!asked.ok) throw new Error(asked.reason);
  await asked.sent;
  const [link] = await database.db
    .select()
    .from(familySignInLinks)
    .where(eq(familySignInLinks.email, "famille@example.fr"));
  expect(link?.language).toBe("fr");
  const message = await mailTo("famille@example.fr", "family-link");
  expect(message.subject).toMatch(/^Vos réservations chez /);
  expect(message.textBody).toContain("http://academy.test/fr/bookings/family/");
});
