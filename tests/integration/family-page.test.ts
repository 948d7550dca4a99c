import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { action as lostLinkAction } from "#app/routes/booking/lost-link.tsx";
import { action as familyPageAction, loader as familyPageLoader } from "#app/routes/booking/family-page.tsx";
import { loader as signInLoader } from "#app/routes/booking/family-sign-in.tsx";
import { loadConfig } from "#server/config.server.ts";
import {
  bookings,
  emailOutbox,
  familySignInLinks,
  groupClosureOffers,
  refunds,
} from "#server/db/schema.server.ts";
import { familyBookings } from "#server/family-page/family-bookings.server.ts";
import { requestFamilyLink } from "#server/family-page/family-link-request.server.ts";
import {
  endFamilySession,
  familySessionEmail,
  signInWithFamilyLink,
} from "#server/family-page/family-session.server.ts";
import { issueCreditNote, issueInvoice } from "#server/invoices/issue-invoice.server.ts";
import { paymentTestServices, seedCatalogue } from "#tests/helpers/payments.ts";
import { insertGroup } from "#tests/helpers/groups.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: ReturnType<typeof paymentTestServices>;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  services = paymentTestServices(database);
});
afterAll(() => database.drop());

const tag = () => Math.random().toString(36).slice(2, 10);
const anAddress = (name: string) => `${name}-${tag()}@example.com`;
let ipCount = 0;
/** Each test asks from its own address, so the per-IP allowance of one never limits another. */
const anIp = () => `10.1.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

async function aBooking(values: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      reference: `TW-${tag().toUpperCase()}`,
      workshopId: "goals",
      parentFirstName: "Claire",
      parentEmail: anAddress("claire"),
      teenFirstName: "Léa",
      teenLastName: "Martin",
      teenAge: 13,
      amountPaid: 14700,
      status: "confirmed",
      ...values,
    })
    .returning();
  return row!;
}

const aGroup = (inDays: number) => insertGroup(database.db, `family-${tag()}`, { inDays });

/** The family-link e-mails queued to an address, oldest first. */
const linkMails = (email: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "family-link"), eq(emailOutbox.toAddress, email)))
    .orderBy(emailOutbox.createdAt);

/** Asks for a link and waits until it is queued (or known not to go out); the link's secret, if one went. */
async function askForLink(email: string, now = new Date(), ip = anIp()) {
  const before = (await linkMails(email)).length;
  const outcome = await requestFamilyLink(services, email, ip, now);
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  await outcome.sent;
  const mails = await linkMails(email);
  if (mails.length === before) return undefined;
  return /\/bookings\/family\/([0-9a-f]{64})\b/.exec(mails.at(-1)!.textBody)?.[1];
}

function routeContext(overrides: Partial<typeof services> = {}) {
  return {
    services: { ...services, ...overrides },
    cspNonce: "",
    clientIp: anIp(),
    reportError: () => undefined,
  };
}

test("only an address with bookings gets a link: one link to the family page, naming no booking and no teen, its secret stored hashed", async () => {
  const email = anAddress("one-link");
  const first = await aBooking({ parentEmail: email });
  const second = await aBooking({ parentEmail: email, status: "cancelled" });

  expect(await askForLink(anAddress("nobody"))).toBeUndefined();
  const unpaid = await aBooking({ parentEmail: anAddress("unpaid-only"), status: "pending" });
  expect(await askForLink(unpaid.parentEmail)).toBeUndefined();

  const token = await askForLink(email);
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  const [mail] = await linkMails(email);
  expect(mail!.subject).toBe("See your bookings at Teen Growth Academy");
  expect(mail!.textBody).toContain(`http://academy.test/bookings/family/${token}`);
  expect(mail!.textBody).toContain("The link works once, within 30 minutes.");
  for (const secret of [first.receiptToken, second.receiptToken, first.reference, "Léa", "Martin"])
    expect(mail!.textBody).not.toContain(secret);

  const rows = await database.db.select().from(familySignInLinks).where(eq(familySignInLinks.email, email));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token!).digest("hex"));
  expect(JSON.stringify(rows)).not.toContain(token);
});

test("the answer is the same for any address, and comes before the link is looked for", async () => {
  const email = anAddress("answer-first");
  await aBooking({ parentEmail: email });
  // While no link can be written, the answer still comes: it never waits for the link.
  const blocker = await database.pool.connect();
  await blocker.query("begin");
  await blocker.query("lock table family_sign_in_links in access exclusive mode");
  const known = await requestFamilyLink(services, email, anIp());
  const unknown = await requestFamilyLink(services, anAddress("unknown"), anIp());
  expect(await linkMails(email)).toEqual([]);
  await blocker.query("rollback");
  blocker.release();
  expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
  expect(known.ok && unknown.ok).toBe(true);
  if (known.ok) await known.sent;
  expect(await linkMails(email)).toHaveLength(1);

  // Through the page: the same words and status for both.
  const post = (address: string) =>
    lostLinkAction({
      params: {},
      request: new Request("http://academy.test/bookings", {
        method: "POST",
        headers: { origin: "http://academy.test", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: address }),
      }),
      context: routeContext(),
    } as unknown as Parameters<typeof lostLinkAction>[0]);
  const answers = [await post(email.toUpperCase()), await post(anAddress("stranger"))];
  expect(answers[0]).toEqual(answers[1]);
  expect(answers[0]).toMatchObject({ sent: true });
});

test("a link opens the page once, and only within its 30 minutes", async () => {
  const email = anAddress("expiry");
  await aBooking({ parentEmail: email });
  const sentAt = new Date("2030-03-01T10:00:00Z");

  const late = await askForLink(email, sentAt);
  expect(await signInWithFamilyLink(database.db, late!, new Date(sentAt.getTime() + 30 * MINUTE))).toEqual({
    ok: false,
  });

  const onTime = await askForLink(email, sentAt);
  const signedIn = await signInWithFamilyLink(database.db, onTime!, new Date(sentAt.getTime() + 29 * MINUTE));
  expect(signedIn).toMatchObject({ ok: true, expiresAt: new Date(sentAt.getTime() + 59 * MINUTE) });
  // Used: a second click, even at once, opens nothing.
  expect(await signInWithFamilyLink(database.db, onTime!, new Date(sentAt.getTime() + 29 * MINUTE))).toEqual({
    ok: false,
  });

  // Forged, malformed: nothing.
  expect(await signInWithFamilyLink(database.db, "0".repeat(64), sentAt)).toEqual({ ok: false });
  expect(await signInWithFamilyLink(database.db, "not-a-token", sentAt)).toEqual({ ok: false });
});

test("two clicks on one link at the same moment open one page", async () => {
  const email = anAddress("race");
  await aBooking({ parentEmail: email });
  const token = await askForLink(email);
  const outcomes = await Promise.all(
    Array.from({ length: 8 }, () => signInWithFamilyLink(database.db, token!)),
  );
  expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
});

test("the page stays open 30 minutes after the link is used, until its sign-out", async () => {
  const email = anAddress("session");
  await aBooking({ parentEmail: email });
  const usedAt = new Date("2030-03-02T10:00:00Z");
  const signIn = await signInWithFamilyLink(database.db, (await askForLink(email, usedAt))!, usedAt);
  if (!signIn.ok) throw new Error("not signed in");
  const at = (minutes: number) => new Date(usedAt.getTime() + minutes * MINUTE);

  expect(await familySessionEmail(database.db, signIn.session, at(29))).toBe(email);
  expect(await familySessionEmail(database.db, signIn.session, at(30))).toBeUndefined();
  expect(await familySessionEmail(database.db, "0".repeat(64), at(1))).toBeUndefined();
  expect(await familySessionEmail(database.db, undefined, at(1))).toBeUndefined();

  await endFamilySession(database.db, signIn.session, at(5));
  expect(await familySessionEmail(database.db, signIn.session, at(6))).toBeUndefined();
});

test("asking is limited as the lost-link form was: silently per address, 'try later' per IP", async () => {
  const email = anAddress("limited");
  await aBooking({ parentEmail: email });
  // Per address (3 an hour by default): past it, no more e-mails, and the same answer.
  for (let ask = 0; ask < 4; ask++) await askForLink(email);
  expect(await linkMails(email)).toHaveLength(3);
  expect(await requestFamilyLink(services, email, anIp())).toMatchObject({ ok: true });

  const strict = {
    ...services,
    config: loadConfig({ PUBLIC_URL: "http://academy.test", BOOKING_LINKS_RATE_LIMIT_PER_IP: "2" }),
  };
  const ip = anIp();
  expect(await requestFamilyLink(strict, anAddress("a"), ip)).toMatchObject({ ok: true });
  expect(await requestFamilyLink(strict, anAddress("b"), ip)).toMatchObject({ ok: true });
  expect(await requestFamilyLink(strict, anAddress("c"), ip)).toEqual({ ok: false, reason: "rate_limited" });
});

test("the page lists every booking of its address whatever the case, past and upcoming, with their documents, and no one else's", async () => {
  const email = anAddress("family");
  const upcomingGroup = await aGroup(10);
  const pastGroup = await aGroup(-60);
  const soon = await aBooking({ parentEmail: email, groupId: upcomingGroup, teenFirstName: "Léa" });
  const sibling = await aBooking({
    parentEmail: email.toUpperCase(),
    groupId: upcomingGroup,
    teenFirstName: "Tom",
  });
  const waiting = await aBooking({ parentEmail: email });
  const ended = await aBooking({ parentEmail: email, groupId: pastGroup, teenFirstName: "" });
  const cancelled = await aBooking({ parentEmail: email, status: "cancelled", cancelledAt: new Date() });
  await aBooking({ parentEmail: email, status: "pending" });
  await aBooking({ parentEmail: `other.${email}` });
  await aBooking({ parentEmail: email.replace("@", "@mail.") });

  const { seller } = loadConfig({});
  const invoice = await database.db.transaction((tx) =>
    issueInvoice(tx, seller, {
      bookingId: cancelled.id,
      reference: cancelled.reference,
      customerName: "Claire",
      customerEmail: email,
      workshopTitle: "Goal Setting",
      dates: "",
      amountPaid: 14700,
      discountAmount: 0,
      discountCode: null,
      paidAt: new Date(),
      language: "en",
    }),
  );
  const [refund] = await database.db
    .insert(refunds)
    .values({ bookingId: cancelled.id, amount: 14700, status: "refunded", idempotencyKey: tag() })
    .returning({ id: refunds.id });
  const creditNote = await database.db.transaction((tx) =>
    issueCreditNote(tx, seller, {
      bookingId: cancelled.id,
      refundId: refund!.id,
      amount: 14700,
      reason: "cancellation",
      at: new Date(),
    }),
  );

  const listed = await familyBookings(database.db, email.toUpperCase());
  expect(listed.map((booking) => booking.reference).sort()).toEqual(
    [soon, sibling, waiting, ended, cancelled].map((booking) => booking.reference).sort(),
  );
  const byReference = new Map(listed.map((booking) => [booking.reference, booking]));
  expect(byReference.get(soon.reference)).toMatchObject({
    past: false,
    token: soon.receiptToken,
    teenFirstName: "Léa",
    documents: [],
  });
  expect(byReference.get(sibling.reference)).toMatchObject({ past: false, teenFirstName: "Tom" });
  expect(byReference.get(waiting.reference)).toMatchObject({ past: false, schedule: null });
  expect(byReference.get(ended.reference)).toMatchObject({ past: true, teenFirstName: null });
  expect(byReference.get(cancelled.reference)).toMatchObject({
    past: true,
    documents: [
      { kind: "invoice", number: invoice!.number, token: invoice!.token },
      { kind: "credit_note", number: creditNote!.number, token: creditNote!.token },
    ],
  });
  // Upcoming first, those waiting for a group after the dated ones; then the past.
  expect(listed.slice(0, 3).at(-1)!.reference).toBe(waiting.reference);
  expect(listed.slice(3).every((booking) => booking.past)).toBe(true);
  // Nothing of the teen beyond a first name.
  expect(JSON.stringify(listed)).not.toContain("Martin");
});

test("a booking whose group the academy closed says so until the family chooses; a choice made, or another group, says nothing", async () => {
  const email = anAddress("closed");
  const closedGroup = await aGroup(12);
  const otherGroup = await aGroup(19);
  const toChoose = await aBooking({ parentEmail: email, groupId: closedGroup });
  const chosen = await aBooking({ parentEmail: email, groupId: closedGroup });
  // Moved to another group: the offer of the group it left no longer concerns it.
  const moved = await aBooking({ parentEmail: email, groupId: otherGroup });
  const deadline = new Date(Date.now() + 3 * DAY);
  await database.db.insert(groupClosureOffers).values([
    { bookingId: toChoose.id, groupId: closedGroup, deadline },
    { bookingId: chosen.id, groupId: closedGroup, deadline, resolution: "refunded", resolvedAt: new Date() },
    { bookingId: moved.id, groupId: closedGroup, deadline, resolution: "moved", resolvedAt: new Date() },
  ]);

  const listed = new Map(
    (await familyBookings(database.db, email)).map((booking) => [booking.reference, booking]),
  );
  expect(listed.get(toChoose.reference)!.closure).toEqual({
    deadline: deadline.toISOString(),
    timeZone: listed.get(toChoose.reference)!.schedule!.timeZone,
  });
  expect(listed.get(chosen.reference)!.closure).toBeNull();
  expect(listed.get(moved.reference)!.closure).toBeNull();
});

/** A route function's answer, or what it threw (a redirect is thrown). */
async function answerOf(call: () => Promise<unknown>) {
  try {
    return await call();
  } catch (thrown) {
    return thrown;
  }
}

function getArgs(path: string, cookie?: string, over: Partial<typeof services> = {}) {
  return {
    params: { token: path.split("/").at(-1) },
    request: new Request(`http://academy.test${path}`, { headers: cookie ? { cookie } : {} }),
    context: routeContext(over),
  } as unknown;
}
const openLink = (token: string, cookie?: string, over: Partial<typeof services> = {}) =>
  answerOf(() =>
    signInLoader(getArgs(`/bookings/family/${token}`, cookie, over) as Parameters<typeof signInLoader>[0]),
  );
type PageAnswer = { data: Record<string, unknown>; init: { headers: Record<string, string> } };
const openPage = async (cookie?: string) =>
  (await familyPageLoader(
    getArgs("/bookings/family", cookie) as Parameters<typeof familyPageLoader>[0],
  )) as unknown as PageAnswer;

test("the link's first use sets the page's cookie and goes to the clean address; used again, it says so", async () => {
  const email = anAddress("route");
  const booking = await aBooking({ parentEmail: email });
  const token = (await askForLink(email))!;

  const redirect = (await openLink(token)) as Response;
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("location")).toBe("/bookings/family");
  expect(redirect.headers.get("cache-control")).toBe("private, no-store");
  // One cookie for the page in each language: a cookie's path covers /bookings/family, not /fr/….
  const setCookies = redirect.headers.getSetCookie();
  expect(setCookies.map((value) => /Path=([^;]+)/.exec(value)?.[1])).toEqual([
    "/bookings/family",
    "/fr/bookings/family",
  ]);
  for (const setCookie of setCookies) {
    expect(setCookie).toMatch(/^family_page=/);
    for (const attribute of ["HttpOnly", "SameSite=Lax", "Max-Age=1800"])
      expect(setCookie).toContain(attribute);
    expect(setCookie).not.toContain("Secure");
  }
  const cookie = setCookies[0]!.split(";")[0]!;
  expect(setCookies[1]!.split(";")[0]).toBe(cookie);

  const page = await openPage(cookie);
  expect(page.data).toMatchObject({ signedIn: true, email, bookings: [{ token: booking.receiptToken }] });
  expect(page.init.headers["Cache-Control"]).toBe("private, no-store");

  // Used again while the page is open: straight to it. Without its cookie: the page that offers a new link.
  expect(((await openLink(token, cookie)) as Response).headers.get("location")).toBe("/bookings/family");
  expect(((await openLink(token)) as { init: { status: number } }).init.status).toBe(410);
  expect((await openPage()).data).toEqual({ signedIn: false });

  // Opened from the French e-mail: the French page, whose cookie is sent there.
  const frenchToken = (await askForLink(email))!;
  const french = (await answerOf(() =>
    signInLoader(getArgs(`/fr/bookings/family/${frenchToken}`) as Parameters<typeof signInLoader>[0]),
  )) as Response;
  expect(french.headers.get("location")).toBe("/fr/bookings/family");
  const frenchCookie = french.headers.getSetCookie()[1]!.split(";")[0]!;
  expect((await openPage(frenchCookie)).data).toMatchObject({ signedIn: true, email });

  // Sign out closes the page in both languages.
  const signOut = (await answerOf(() =>
    familyPageAction({
      params: {},
      request: new Request("http://academy.test/fr/bookings/family", {
        method: "POST",
        headers: { cookie: frenchCookie, origin: "http://academy.test" },
        body: new URLSearchParams({ intent: "sign-out" }),
      }),
      context: routeContext(),
    } as unknown as Parameters<typeof familyPageAction>[0]),
  )) as Response;
  expect(signOut.status).toBe(302);
  expect(signOut.headers.getSetCookie().map((value) => /Path=([^;]+)/.exec(value)?.[1])).toEqual([
    "/bookings/family",
    "/fr/bookings/family",
  ]);
  for (const cleared of signOut.headers.getSetCookie()) expect(cleared).toMatch(/^family_page=;.*Max-Age=0/);
  expect((await openPage(frenchCookie)).data).toEqual({ signedIn: false });

  // On https, the cookie is Secure.
  const https = { config: loadConfig({ PUBLIC_URL: "https://academy.test" }) };
  const secure = (await openLink((await askForLink(email))!, undefined, https)) as Response;
  expect(secure.headers.get("set-cookie")).toContain("; Secure");
});

test("links long over are deleted when a new one is made", async () => {
  const email = anAddress("purge");
  await aBooking({ parentEmail: email });
  await askForLink(email, new Date(Date.now() - 3 * DAY));
  await askForLink(email);
  const rows = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(familySignInLinks)
    .where(eq(familySignInLinks.email, email));
  expect(rows[0]!.n).toBe(1);
});
