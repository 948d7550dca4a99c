import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { earnsCertificate } from "#server/certificates/certificate.server.ts";
import {
  auditLog,
  bookings,
  seatHolds,
  emailOutbox,
  reviews,
  sessionAttendance,
  workshopGroups,
} from "#server/db/schema.server.ts";
import { eraseTeenDetails } from "#server/privacy/erase-teen-details.server.ts";
import { applyRetention } from "#server/privacy/retention.server.ts";
import { reviewRequestsJob } from "#server/jobs/review-requests-job.server.ts";
import { JOBS } from "#server/jobs/registry.server.ts";
import { queueReviewRequests } from "#server/reviews/review-requests.server.ts";
import { cleanComment } from "#shared/reviews.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { pdfText } from "#tests/helpers/pdf-text.ts";
import { adminCookie, realApp } from "#tests/helpers/real-app.ts";
import { recordingLogger } from "#tests/helpers/recording-logger.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

/*
 * Reviews and certificates (docs/product/reviews-and-certificates.md): the request e-mail sent once per
 * order after the last session whatever runs the job, the review page's validation, the certificate's
 * 75% threshold and its end with the teen's details, the moderation's guard, and the home page showing
 * only approved reviews published with consent. Every clock of the job is passed in.
 */

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];
let services: Awaited<ReturnType<typeof realApp>>["services"];
let admin: string;
const log = recordingLogger();
const at = (iso: string) => new Date(iso);
const BASE = "http://academy.test";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  ({ app, services } = await realApp({ db: database.db, pool: database.pool, logger: log.logger }));
  admin = await adminCookie(services, "reviews-admin@academy.test");
}, 60_000);
afterAll(() => database.drop());

/** A Europe/Paris group meeting on Sundays at 10:00 for an hour, `sessions` weeks from `first`. */
async function parisGroup(id: string, firstSessionDate: string, sessionCount = 4) {
  await database.db.insert(workshopGroups).values({
    id,
    workshopId: "goals",
    capacity: 6,
    timeZone: "Europe/Paris",
    weekday: 7,
    startTime: "10:00",
    firstSessionDate,
    sessionCount,
    sessionMinutes: 60,
  });
}

async function anOrder(groupId: string, teens: string[], values: Partial<typeof bookings.$inferInsert> = {}) {
  const email = `parent-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [order] = await database.db
    .insert(seatHolds)
    .values({
      kind: "checkout",
      provider: "test",
      workshopId: "goals",
      groupId,
      status: "completed",
      subtotal: 100,
      amountTotal: 100,
      customerEmail: email,
      holdExpiresAt: at("2026-01-01T00:00:00Z"),
    })
    .returning();
  const rows = [];
  for (const [index, teen] of teens.entries()) {
    const [row] = await database.db
      .insert(bookings)
      .values({
        reference: `TW-${Math.random().toString().slice(2, 8)}`,
        workshopId: "goals",
        groupId,
        holdId: order!.id,
        orderSeat: index + 1,
        parentFirstName: "Claire",
        parentLastName: "Dupont",
        parentEmail: email,
        teenFirstName: teen,
        teenLastName: "Dupont",
        teenAge: 13,
        status: "confirmed",
        ...values,
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

const requestsTo = (address: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "review-request"), eq(emailOutbox.toAddress, address)));

const reviewOf = async (bookingId: string) =>
  (await database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId)))[0]!;

/**
 * Asks for the reviews of groups that ended on 22 March 2026, then keeps their links open: the pages
 * read the real clock, which is past the 60 days a link lasts from that date.
 */
async function askAfterMarch22() {
  await queueReviewRequests(services, { now: at("2026-03-22T10:30:00Z") });
  await database.db.update(reviews).set({ expiresAt: at("2099-01-01T00:00:00Z") });
}

const get = (path: string, cookie?: string) =>
  app.request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      Origin: BASE,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("the review request", () => {
  test("one e-mail per order after the last session ends, in its language, whatever retries and processes do", async () => {
    // Four Sundays from 1 March 2026: the last session ends on 22 March at 11:00 Paris time (10:00 UTC).
    await parisGroup("ask", "2026-03-01");
    const siblings = await anOrder("ask", ["Léa", "Hugo"], { language: "fr" });
    const [single] = await anOrder("ask", ["Inès"]);
    const [cancelled] = await anOrder("ask", ["Zoé"], { status: "cancelled" });

    // Not before the last session has ended.
    expect(await queueReviewRequests(services, { now: at("2026-03-22T09:59:00Z") })).toEqual({ queued: 0 });
    expect(await requestsTo(siblings[0]!.parentEmail)).toHaveLength(0);

    const now = at("2026-03-22T10:00:00Z");
    await Promise.all([
      queueReviewRequests(services, { now }),
      queueReviewRequests(services, { now }),
      queueReviewRequests(services, { now: at("2026-03-22T10:15:00Z") }),
    ]);
    // The job's own handler, as pg-boss runs it, on a retry later on.
    await queueReviewRequests(services, { now: at("2026-03-23T08:00:00Z") });

    const french = await requestsTo(siblings[0]!.parentEmail);
    expect(french).toHaveLength(1);
    expect(french[0]!.subject).toBe("Comment s'est passé Goal Setting\u00a0? Dites-le-nous en une minute");
    expect(french[0]!.textBody).toMatch(/http:\/\/academy\.test\/fr\/reviews\/[0-9a-f]{64}/);
    // One e-mail for the two teens of the order, naming neither.
    expect(french[0]!.textBody).not.toContain("Léa");
    expect(french[0]!.textBody).not.toContain("Hugo");
    const english = await requestsTo(single!.parentEmail);
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe("How was Goal Setting? Tell us in a minute");
    expect(english[0]!.textBody).toMatch(/http:\/\/academy\.test\/reviews\/[0-9a-f]{64}/);
    expect(await requestsTo(cancelled!.parentEmail)).toHaveLength(0);
    const rows = await database.db.select().from(reviews).where(eq(reviews.groupId, "ask"));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.bookingId === siblings[0]!.id)).toMatchObject({
      reviewerName: "Claire D.",
      language: "fr",
      status: "requested",
    });
    expect(reviewRequestsJob).toMatchObject({ name: "review-requests", schedule: "*/15 * * * *" });
    expect(JOBS).toContain(reviewRequestsJob);
  });

  test("a group that ended long ago is not asked any more", async () => {
    await parisGroup("old", "2026-01-04");
    const [booking] = await anOrder("old", ["Nina"]);
    await queueReviewRequests(services, { now: at("2026-03-01T10:00:00Z") });
    expect(await requestsTo(booking!.parentEmail)).toHaveLength(0);
  });
});

describe("the review page", () => {
  let token: string;
  let bookingId: string;

  beforeAll(async () => {
    await parisGroup("page", "2026-03-01");
    const [booking] = await anOrder("page", ["Léa"]);
    bookingId = booking!.id;
    await askAfterMarch22();
    token = (await reviewOf(bookingId)).token;
  });

  test("shows the form, refuses a missing rating or a long comment with clear messages, then thanks the parent", async () => {
    const page = await get(`/reviews/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain("How was Goal Setting?");
    expect(html).toContain("5 - Excellent");
    expect(html).toContain("signed Claire D.");

    const missing = await post(`/reviews/${token}`, { comment: "Great." });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose a rating from 1 to 5.");
    const long = await post(`/reviews/${token}`, { rating: "5", comment: "a".repeat(1001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Your comment is too long: at most 1000 characters.");
    const forged = await post(`/reviews/${token}`, { rating: "6" });
    expect(forged.status).toBe(400);
    expect((await reviewOf(bookingId)).status).toBe("requested");

    // A NUL is refused before the page (the server's guard of every request); a comment of a lone
    // surrogate's half, pasted from elsewhere, is stored without it. The comment is never logged.
    const nul = await post(`/reviews/${token}`, { rating: "5", comment: "Léa Dupont\u0000" });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect((await reviewOf(bookingId)).status).toBe("requested");
    expect(cleanComment(" Léa Dupont loved it\u0000 \ud800and made friends.\r\n")).toBe(
      "Léa Dupont loved it and made friends.",
    );
    const comment = "Léa Dupont loved it and made friends.";
    const saved = await post(`/reviews/${token}`, { rating: "5", comment, consent: "yes" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Thank you for your review");
    expect(await reviewOf(bookingId)).toMatchObject({
      status: "submitted",
      rating: 5,
      comment: "Léa Dupont loved it and made friends.",
      publishConsent: true,
    });
    // Editing before moderation: still one review for the token.
    await post(`/reviews/${token}`, { rating: "4", comment: "Léa Dupont loved it.", consent: "yes" });
    expect(await database.db.select().from(reviews).where(eq(reviews.token, token))).toHaveLength(1);
    expect((await reviewOf(bookingId)).rating).toBe(4);
    expect(log.lines.join("\n")).not.toContain("Léa Dupont");
  });

  test("answers a clear 404 in the page's language for an unknown or expired token", async () => {
    const unknown = await get(`/fr/reviews/${"0".repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.text()).replaceAll("&#x27;", "'")).toContain("Ce lien d'avis ne fonctionne pas");
    expect((await get("/reviews/not-a-token")).status).toBe(404);
    await database.db
      .update(reviews)
      .set({ expiresAt: at("2026-04-01T00:00:00Z") })
      .where(eq(reviews.token, token));
    const expired = await get(`/reviews/${token}`);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain("This review link does not work");
    await database.db
      .update(reviews)
      .set({ expiresAt: at("2099-01-01T00:00:00Z") })
      .where(eq(reviews.token, token));
  });

  test("a review whose row cannot be written is logged without its comment", async () => {
    await database.pool.query(`
      create function refuse_review_for_test() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await database.pool.query(
      "create trigger refuse_for_test before update on reviews for each row execute function refuse_review_for_test()",
    );
    const before = log.lines.length;
    try {
      const answer = await post(`/reviews/${token}`, {
        rating: "3",
        comment: "Hortense Quatremarre was shy.",
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      await database.pool.query("drop trigger refuse_for_test on reviews");
    }
    const lines = log.lines.slice(before);
    expect(lines.some((line) => line.includes("refused for the test") || line.includes('"query"'))).toBe(
      true,
    );
    for (const line of lines) {
      expect(line).not.toContain("Quatremarre");
      expect(line).not.toMatch(/Failed query|params/i);
    }
  });

  test("a post from another site is refused", async () => {
    const response = await app.request(`${BASE}/reviews/${token}`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "rating=1",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await reviewOf(bookingId)).rating).not.toBe(1);
  });
});

describe("the certificate of completion", () => {
  async function attendedSessions(bookingId: string, groupId: string, indexes: number[], status = "present") {
    for (const sessionIndex of indexes)
      await database.db
        .insert(sessionAttendance)
        .values({ bookingId, groupId, sessionIndex, status: status as "present" | "absent" });
  }

  test("75% of the sessions, counted in whole sessions", () => {
    expect(earnsCertificate(3, 4)).toBe(true);
    expect(earnsCertificate(2, 4)).toBe(false);
    expect(earnsCertificate(2, 3)).toBe(false);
    expect(earnsCertificate(3, 3)).toBe(true);
    expect(earnsCertificate(6, 8)).toBe(true);
    expect(earnsCertificate(5, 8)).toBe(false);
  });

  test("a teen at 3 of 4 sessions gets a PDF in the family's language after the last session; 2 of 4 gets a 404", async () => {
    // An ended group (its last session in the past of the real clock the page reads).
    await parisGroup("done", "2025-01-05");
    const [earned] = await anOrder("done", ["Amélie"], { language: "fr" });
    const [below] = await anOrder("done", ["Noé"]);
    await attendedSessions(earned!.id, "done", [0, 1, 3]);
    await database.db
      .insert(sessionAttendance)
      .values({ bookingId: earned!.id, groupId: "done", sessionIndex: 2, status: "absent" });
    await attendedSessions(below!.id, "done", [0, 1]);

    const page = await get(`/fr/bookings/${earned!.receiptToken}`);
    const html = await page.text();
    expect(html).toContain("Télécharger le certificat");
    expect(html).toContain(`/bookings/${earned!.receiptToken}/certificate.pdf`);
    const pdf = await get(`/bookings/${earned!.receiptToken}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("certificat.pdf");
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Certificat de fin d'atelier");
    expect(text).toContain("Amélie");
    expect(text).toContain("Goal Setting");
    expect(text).toContain("du 5 janvier 2025 au 26 janvier 2025");
    expect(text).not.toContain("Dupont");

    expect(await (await get(`/bookings/${below!.receiptToken}`)).text()).not.toContain(
      "Download the certificate",
    );
    expect((await get(`/bookings/${below!.receiptToken}/certificate.pdf`)).status).toBe(404);

    // Once the teen's details are erased, the certificate is gone.
    await database.db.transaction((tx) => eraseTeenDetails(tx, [earned!.id], new Date()));
    expect((await get(`/bookings/${earned!.receiptToken}/certificate.pdf`)).status).toBe(404);
    expect(await (await get(`/fr/bookings/${earned!.receiptToken}`)).text()).not.toContain(
      "Télécharger le certificat",
    );
    expect(log.lines.join("\n")).not.toContain("Amélie");
  });

  test("no certificate before the last session has ended", async () => {
    await parisGroup("running", "2099-01-04");
    const [booking] = await anOrder("running", ["Jade"]);
    await attendedSessions(booking!.id, "running", [0, 1, 2, 3]);
    expect((await get(`/bookings/${booking!.receiptToken}/certificate.pdf`)).status).toBe(404);
  });
});

describe("moderation and the home page", () => {
  async function aWrittenReview(groupId: string, first: string, consent: boolean, comment: string) {
    await parisGroup(groupId, "2026-03-01");
    const [booking] = await anOrder(groupId, ["Teen"], { parentFirstName: first, parentLastName: "Martin" });
    await askAfterMarch22();
    const review = await reviewOf(booking!.id);
    await post(`/reviews/${review.token}`, { rating: "5", comment, ...(consent ? { consent: "yes" } : {}) });
    return review.id;
  }

  test("only an administrator, from the site itself, approves or refuses; the audit log records it", async () => {
    const id = await aWrittenReview("mod", "Sophie", true, "Very well run.");
    expect((await get("/admin/reviews")).status).toBe(302);
    expect((await post("/admin/reviews", { reviewId: id, decision: "approved" })).status).toBe(302);
    const foreign = await app.request(`${BASE}/admin/reviews`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        cookie: admin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: `reviewId=${id}&decision=approved`,
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect((await database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status).toBe("submitted");

    const list = await get("/admin/reviews", admin);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Very well run.");
    expect(html).toContain("Approuver");
    expect(html).toContain("Accord (Sophie M.)");

    expect((await post("/admin/reviews", { reviewId: id, decision: "approved" }, admin)).status).toBe(200);
    expect((await database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.status).toBe("approved");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ entity: "review", action: "update", after: { status: "approved" } });
    expect(JSON.stringify(entry)).not.toContain("Very well run");
    expect((await post("/admin/reviews", { reviewId: id, decision: "deleted" }, admin)).status).toBe(400);
  });

  test("the home page shows approved reviews published with consent, signed with the parent's first name and initial", async () => {
    const shown = await aWrittenReview(
      "home-shown",
      "Camille",
      true,
      "Our son came back every week smiling.",
    );
    const noConsent = await aWrittenReview("home-private", "Hélène", false, "Private words for the academy.");
    const refused = await aWrittenReview("home-refused", "Paul", true, "Refused words.");
    const pending = await aWrittenReview("home-pending", "Marie", true, "Not read yet.");
    for (const id of [shown, noConsent])
      await post("/admin/reviews", { reviewId: id, decision: "approved" }, admin);
    await post("/admin/reviews", { reviewId: refused, decision: "refused" }, admin);
    expect(pending).toBeTruthy();

    const home = await (await get("/")).text();
    expect(home).toContain("Our son came back every week smiling.");
    expect(home).toContain("Camille M.");
    expect(home).not.toContain("Camille Martin");
    expect(home).toMatch(/Review of \d{1,2} \w+ \d{4}, workshop of Sun 1 Mar - Sun 22 Mar 2026/);
    expect(home).toContain(
      "Reviews are written by parents who booked a workshop, through a personal link sent after its last session; each is read by the academy before publication, and none is paid for.",
    );
    for (const words of ["Private words", "Refused words", "Not read yet"]) expect(home).not.toContain(words);

    const french = await (await get("/fr")).text();
    expect(french).toContain("Camille M.");
    expect(french).toContain("Les avis sont écrits par des parents ayant réservé un atelier");
    expect(french).toMatch(/Avis du \d{1,2} \S+ \d{4}, atelier\u00a0: dim\. 1 mars - dim\. 22 mars 2026/);
  });
});

describe("retention", () => {
  test("the nightly job deletes unanswered requests once expired, refused reviews after 30 days, all after 3 years", async () => {
    await parisGroup("kept", "2026-03-01");
    const [unanswered] = await anOrder("kept", ["A"]);
    const [refused] = await anOrder("kept", ["B"]);
    const [published] = await anOrder("kept", ["C"]);
    await queueReviewRequests(services, { now: at("2026-03-22T10:30:00Z") });
    const ids = async () =>
      (
        await database.db
          .select({ bookingId: reviews.bookingId })
          .from(reviews)
          .where(eq(reviews.groupId, "kept"))
      )
        .map((row) => row.bookingId)
        .sort();
    await database.db
      .update(reviews)
      .set({
        status: "refused",
        submittedAt: at("2026-03-23T00:00:00Z"),
        moderatedAt: at("2026-03-24T00:00:00Z"),
      })
      .where(eq(reviews.bookingId, refused!.id));
    await database.db
      .update(reviews)
      .set({
        status: "approved",
        submittedAt: at("2026-03-23T00:00:00Z"),
        moderatedAt: at("2026-03-24T00:00:00Z"),
      })
      .where(eq(reviews.bookingId, published!.id));

    await applyRetention(services, at("2026-04-01T00:00:00Z"));
    expect(await ids()).toEqual([unanswered!.id, refused!.id, published!.id].sort());
    // The link expired on 21 May; the refusal is 30 days old on 23 April.
    await applyRetention(services, at("2026-05-22T00:00:00Z"));
    expect(await ids()).toEqual([published!.id]);
    await applyRetention(services, at("2029-03-24T00:00:00Z"));
    expect(await ids()).toEqual([]);
  });
});
