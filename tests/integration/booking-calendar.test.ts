import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loader as calendarLoader } from "#app/routes/booking/calendar.ts";
import { bookings, emailOutbox, workshopGroups } from "#server/db/schema.server.ts";
import { deliverDueEmails } from "#server/email/outbox.server.ts";
import { createMailTransport } from "#server/email/transport.server.ts";
import { startPayment } from "#server/bookings/start-payment.server.ts";
import { payTestCheckout } from "#server/bookings/test-customer.server.ts";
import { aParent, paymentTestServices, seedCatalogue, agreed } from "#tests/helpers/payments.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database, { NOTIFY_EMAIL: "office@academy.test" });
});
afterAll(() => database.drop());

/** The resource route, as React Router calls it. */
async function getCalendar(token: string) {
  const args = {
    params: { token },
    request: new Request(`http://academy.test/bookings/${token}/calendar.ics`),
    context: { services, cspNonce: "", clientIp: "127.0.0.1", reportError: () => undefined },
  } as unknown as Parameters<typeof calendarLoader>[0];
  try {
    return await calendarLoader(args);
  } catch (thrown) {
    // A 404 is thrown as data(); turn it into a status for the assertion.
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 } as Response;
  }
}

test("a booking made 10 hours before its group starts: confirmation with the .ics, the video link at once, the academy told", async () => {
  // The group's first session in 10 hours, on its own clock (UTC here, so the test reads simply).
  const start = new Date(Date.now() + 10 * 60 * 60 * 1000);
  await database.db
    .update(workshopGroups)
    .set({
      timeZone: "UTC",
      weekday: start.getUTCDay() === 0 ? 7 : start.getUTCDay(),
      startTime: start.toISOString().slice(11, 16),
      firstSessionDate: start.toISOString().slice(0, 10),
      videoUrl: "https://meet.example.com/option1",
    })
    .where(eq(workshopGroups.id, "option1"));
  const details = aParent();
  const started = await startPayment(services, {
    consent: agreed,
    kind: "checkout",
    workshopId: "productivity",
    groupId: "option1",
    details,
    successUrl: "http://academy.test/productivity-workshop/success?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://academy.test/productivity-workshop/cancelled?checkout={HOLD_ID}",
  });
  if (!started.ok) throw new Error("no hold");
  expect((await payTestCheckout(services, started.providerId, "4242 4242 4242 4242")).ok).toBe(true);
  const [booking] = await database.db.select().from(bookings);

  const queued = await database.db.select().from(emailOutbox);
  expect(queued.map((row) => row.dedupeKey).sort()).toEqual(
    [
      `booking-confirmation:${booking!.holdId}`,
      `new-booking:${booking!.id}:office@academy.test`,
      `video-link:${booking!.id}`,
    ].sort(),
  );

  const mailDir = await mkdtemp(path.join(os.tmpdir(), "academy-calendar-"));
  try {
    await deliverDueEmails(database.db, createMailTransport({ mailDir }), silentLogger, {
      from: "Academy <hello@academy.test>",
    });
    const messages = await Promise.all(
      (await readdir(mailDir)).map(async (name) => simpleParser(await readFile(path.join(mailDir, name)))),
    );
    const confirmation = messages.find((message) => message.subject?.startsWith("Booking confirmed"))!;
    // The group's calendar file, and the invoice (docs/product/legal.md#invoices-and-credit-notes).
    expect(confirmation.attachments.map((attachment) => attachment.contentType).sort()).toEqual([
      "application/pdf",
      "text/calendar",
    ]);
    const ics = confirmation.attachments.find((attachment) => attachment.contentType === "text/calendar")!;
    expect(ics.filename).toBe("workshop-sessions.ics");
    expect(ics.contentType).toBe("text/calendar");
    expect(ics.content.toString("utf8")).toContain("RRULE:FREQ=WEEKLY;COUNT=4");
    // Beside the file, links that add the same sessions to Google Calendar and Outlook.
    const html = String(confirmation.html);
    const google =
      /<a href="(https:\/\/calendar\.google\.com\/calendar\/render\?[^"]+)"[^>]*>Add to Google Calendar<\/a>/.exec(
        html,
      );
    const outlook =
      /<a href="(https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?[^"]+)"[^>]*>Add to Outlook<\/a>/.exec(
        html,
      );
    expect(google).not.toBeNull();
    expect(outlook).not.toBeNull();
    const googleParams = new URL(google![1]!.replaceAll("&amp;", "&")).searchParams;
    expect(googleParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;COUNT=4");
    expect(googleParams.get("ctz")).toBe("UTC");
    const wall = `${start.toISOString().slice(0, 16).replace(/[-:]/g, "")}00`;
    expect(googleParams.get("dates")?.startsWith(`${wall}/`)).toBe(true);
    expect(googleParams.get("details")).toContain(`/bookings/${booking!.receiptToken}`);
    const outlookParams = new URL(outlook![1]!.replaceAll("&amp;", "&")).searchParams;
    expect(outlookParams.get("startdt")).toBe(`${start.toISOString().slice(0, 16)}:00.000Z`);
    expect(confirmation.text).toContain("Add to Google Calendar: https://calendar.google.com/");
    const link = messages.find((message) => message.subject?.startsWith("Your video link"))!;
    expect(link.text).toMatch(/\/join\/[0-9a-f]{64}/);
    expect(link.text).not.toContain("meet.example.com");
  } finally {
    await rm(mailDir, { recursive: true, force: true });
  }

  // The same file to download, behind the booking's secret only.
  const response = await getCalendar(booking!.receiptToken);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/calendar");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = await response.text();
  expect(body).toContain(`UID:booking-${booking!.id}@academy.test`);
  // The teen's join link is the event's place, never the room's raw link.
  expect(body.replace(/\r?\n[ \t]/g, "")).toMatch(/LOCATION:http:\/\/academy\.test\/join\/[0-9a-f]{64}/);
  expect(body).not.toContain("meet.example.com");
  expect(body).toContain('ORGANIZER;CN="Teen Growth Academy":MAILTO:contact@academy.test');
  expect(body).toContain(`DTSTART;TZID=UTC:${start.toISOString().slice(0, 16).replace(/[-:]/g, "")}00`);
  expect((await getCalendar("0".repeat(64))).status).toBe(404);
  expect((await getCalendar(booking!.reference)).status).toBe(404);
});
