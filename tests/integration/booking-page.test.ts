import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { action as pageAction, headers, loader as pageLoader } from "#app/routes/booking/booking-page.tsx";
import { loader as dataLoader } from "#app/routes/booking/booking-data.ts";
import { loadBookingPage } from "#server/booking-page/booking-page.server.ts";
import { eraseFromBookingPage } from "#server/booking-page/parent-erasure.server.ts";
import { auditLog, bookings, emailOutbox, joinLinks, workshopGroups } from "#server/db/schema.server.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

async function aGroup(id: string, inDays: number, values: Partial<typeof workshopGroups.$inferInsert> = {}) {
  const first = new Date(Date.now() + inDays * DAY);
  await database.db.insert(workshopGroups).values({
    id,
    workshopId: "goals",
    capacity: 6,
    bookedSeats: 1,
    timeZone: "UTC",
    weekday: first.getUTCDay() === 0 ? 7 : first.getUTCDay(),
    startTime: "16:00",
    firstSessionDate: first.toISOString().slice(0, 10),
    sessionCount: 4,
    sessionMinutes: 60,
    ...values,
  });
  return id;
}

async function aBooking(values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      workshopId: "goals",
      parentFirstName: "Claire",
      parentEmail: `claire-${Math.random().toString(36).slice(2, 8)}@example.com`,
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      specialRequests: "Shy at first",
      amountPaid: 12700,
      discountAmount: 2000,
      discountCode: "WELCOME20",
      status: "confirmed",
      ...values,
    })
    .returning();
  return row!;
}

function context(overrides: Partial<typeof services> = {}) {
  return {
    services: { ...services, ...overrides },
    cspNonce: "",
    clientIp: "127.0.0.1",
    reportError: () => undefined,
  };
}

/** A route function as React Router calls it; a thrown data() becomes its status. */
async function statusOf(call: () => Promise<unknown>) {
  try {
    const result = await call();
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

function loaderArgs(token: string) {
  return {
    params: { token },
    request: new Request(`http://academy.test/bookings/${token}`),
    context: context(),
  } as unknown as Parameters<typeof pageLoader>[0];
}

function post(token: string, body: Record<string, string>, origin = "http://academy.test") {
  return {
    params: { token },
    request: new Request(`http://academy.test/bookings/${token}`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    }),
    context: context(),
  } as unknown as Parameters<typeof pageAction>[0];
}

test("the page shows the booking behind its secret; a forged, malformed or reference-only address is the site's 404", async () => {
  const group = await aGroup("page-group", 10, { videoUrl: "https://meet.example.com/page" });
  const booking = await aBooking({ groupId: group });

  const page = await loadBookingPage(database.db, booking.receiptToken);
  expect(page).toMatchObject({
    reference: booking.reference,
    status: "confirmed",
    workshopTitle: "Goal Setting",
    amountPaid: 12700,
    discountAmount: 2000,
    discountCode: "WELCOME20",
    group: {
      started: false,
      ended: false,
      schedule: { timeZone: "UTC", startTime: "16:00", sessionCount: 4 },
    },
    // Not sent yet: the page does not show the link before the family has it.
    joinPath: null,
    teenDetailsErased: false,
    canErase: false,
  });
  expect(JSON.stringify(page)).not.toMatch(/Léa|Martin|Shy at first/);
  const [link] = await database.db
    .select({ token: joinLinks.token })
    .from(joinLinks)
    .where(eq(joinLinks.bookingId, booking.id));
  const joinToken = link!.token;

  await database.db.insert(emailOutbox).values({
    kind: "video-link",
    toAddress: booking.parentEmail,
    subject: "Your video link",
    html: "",
    textBody: `Join the sessions here: http://academy.test/join/${joinToken}`,
    status: "sent",
    bookingId: booking.id,
  });
  // The teen's own join link, never the room's raw link.
  const shown = await loadBookingPage(database.db, booking.receiptToken);
  expect(shown?.joinPath).toBe(`/join/${joinToken}`);
  expect(JSON.stringify(shown)).not.toContain("meet.example.com");

  expect(await statusOf(() => pageLoader(loaderArgs(booking.receiptToken)))).toBe(200);
  for (const forged of [
    "f".repeat(64),
    booking.reference,
    "x",
    booking.receiptToken.toUpperCase(),
    `${booking.receiptToken}0`,
  ])
    expect(await statusOf(() => pageLoader(loaderArgs(forged)))).toBe(404);
  expect(headers()).toEqual({
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  });
});

test("Download my data: everything held about the booking, without its secret; recorded in the audit log", async () => {
  const booking = await aBooking();
  const response = (await dataLoader({
    params: { token: booking.receiptToken },
    request: new Request(`http://academy.test/bookings/${booking.receiptToken}/data.json`),
    context: context(),
  } as unknown as Parameters<typeof dataLoader>[0])) as Response;
  expect(response.headers.get("content-disposition")).toBe(
    `attachment; filename="booking-${booking.reference}.json"`,
  );
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = await response.text();
  const exported = JSON.parse(body) as { booking: Record<string, unknown> };
  expect(exported.booking).toMatchObject({ reference: booking.reference, teenFirstName: "Léa", teenAge: 13 });
  expect(body).not.toContain(booking.receiptToken);
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, "export")));
  expect(entry).toMatchObject({
    actorUserId: "family",
    after: { reference: booking.reference, file: "json" },
  });

  expect(
    await statusOf(() =>
      dataLoader({
        params: { token: booking.reference },
        request: new Request("http://academy.test/bookings/x/data.json"),
        context: context(),
      } as unknown as Parameters<typeof dataLoader>[0]),
    ),
  ).toBe(404);
});

test("Erase my child's details: refused while the group has not ended, done once it has or the booking is cancelled, never twice", async () => {
  const upcoming = await aGroup("erase-upcoming", 5);
  const running = await aGroup("erase-running", -7);
  const ended = await aGroup("erase-ended", -40);
  const live = await aBooking({ groupId: upcoming });
  const inRunning = await aBooking({ groupId: running });
  const waiting = await aBooking();
  const cancelled = await aBooking({ groupId: upcoming, status: "cancelled", cancelledAt: new Date() });
  const finished = await aBooking({ groupId: ended });

  for (const booking of [live, inRunning, waiting])
    expect(await eraseFromBookingPage(database.db, booking.receiptToken)).toEqual({
      ok: false,
      reason: "still_live",
    });
  const kept = await database.db.select().from(bookings).where(eq(bookings.id, live.id));
  expect(kept[0]).toMatchObject({ teenFirstName: "Léa", teenAge: 13, teenDetailsErasedAt: null });

  expect((await loadBookingPage(database.db, finished.receiptToken))?.canErase).toBe(true);
  expect(await eraseFromBookingPage(database.db, finished.receiptToken)).toEqual({ ok: true });
  expect(await eraseFromBookingPage(database.db, cancelled.receiptToken)).toEqual({ ok: true });
  const [erased] = await database.db.select().from(bookings).where(eq(bookings.id, cancelled.id));
  expect(erased).toMatchObject({ teenFirstName: "", teenLastName: "", teenAge: null, specialRequests: null });
  expect(erased!.reference).toBe(cancelled.reference);
  expect(await loadBookingPage(database.db, cancelled.receiptToken)).toMatchObject({
    teenDetailsErased: true,
    canErase: false,
  });

  // The second click: said clearly, nothing else happens.
  expect(await eraseFromBookingPage(database.db, cancelled.receiptToken)).toEqual({
    ok: false,
    reason: "already_erased",
  });
  const entries = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, cancelled.id), eq(auditLog.action, "erase")));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ actorUserId: "family", after: { reference: cancelled.reference } });
  expect(JSON.stringify(entries)).not.toMatch(/Léa|Martin|Shy/);
  expect(await eraseFromBookingPage(database.db, "0".repeat(64))).toEqual({ ok: false, reason: "not_found" });
});

test("the page's form posts: same-origin only, plain words for a refusal, 404 for a forged link", async () => {
  const group = await aGroup("post-group", 8);
  const booking = await aBooking({ groupId: group });
  const refused = (await pageAction(post(booking.receiptToken, { intent: "erase-teen-details" }))) as {
    data: { ok: boolean; message: string };
    init: { status: number };
  };
  expect(refused.init.status).toBe(409);
  expect(refused.data.message).toContain("the coaches need your child's name while the group runs");
  expect(
    await statusOf(() =>
      pageAction(post(booking.receiptToken, { intent: "erase-teen-details" }, "https://evil.example")),
    ),
  ).toBe(403);
  expect(await statusOf(() => pageAction(post("0".repeat(64), { intent: "erase-teen-details" })))).toBe(404);
  expect(await statusOf(() => pageAction(post(booking.receiptToken, { intent: "something-else" })))).toBe(
    400,
  );
});

test("the page offers Google Calendar and Outlook links for a confirmed booking's sessions, none once cancelled", async () => {
  const group = await aGroup("page-calendar-links", 12, { sessionCount: 3 });
  const booking = await aBooking({ groupId: group });
  const answer = (await pageLoader(loaderArgs(booking.receiptToken))) as {
    calendarLinks: { google: string; outlook: string } | null;
  };
  const google = new URL(answer.calendarLinks!.google);
  expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(google.searchParams.get("text")).toBe("Goal Setting (Teen Growth Academy)");
  expect(google.searchParams.get("recur")).toBe("RRULE:FREQ=WEEKLY;COUNT=3");
  expect(google.searchParams.get("dates")).toMatch(/^\d{8}T160000\/\d{8}T170000$/);
  const outlook = new URL(answer.calendarLinks!.outlook);
  expect(outlook.hostname).toBe("outlook.live.com");
  expect(outlook.searchParams.get("startdt")).toMatch(/T16:00:00\.000Z$/);

  await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
  const cancelled = (await pageLoader(loaderArgs(booking.receiptToken))) as { calendarLinks: unknown };
  expect(cancelled.calendarLinks).toBeNull();
});
