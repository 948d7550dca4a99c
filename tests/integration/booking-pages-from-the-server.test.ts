import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  bookings,
  seatHolds,
  draftOrders,
  invoices,
  rateLimits,
  workshops,
} from "#server/db/schema.server.ts";
import { confirmTestPaymentIntent } from "#server/bookings/test-customer.server.ts";
import { applyRetention } from "#server/privacy/retention.server.ts";
import { DRAFT_ORDER_MINUTES } from "#server/bookings/draft-order.server.ts";
import { seedCatalogue } from "#tests/helpers/payments.ts";
import { realApp } from "#tests/helpers/real-app.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof realApp>>["app"];
let services: Awaited<ReturnType<typeof realApp>>["services"];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database);
  ({ app, services } = await realApp({ db: database.db, pool: database.pool, logger: silentLogger }));
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(draftOrders);
  await database.db.delete(rateLimits);
  await database.db.delete(bookings);
  await database.db.delete(seatHolds);
  await database.db.update(workshops).set({ bookedSeats: 0 });
});

const own = { origin: "http://academy.test", "sec-fetch-site": "same-origin" };

const aForm = (overrides: Record<string, string> = {}) => ({
  teenFirstName: "Léo",
  teenLastName: "Dupont",
  teenAge: "13",
  parentFirstName: "Marie",
  parentLastName: "Dupont",
  parentEmail: `marie-${Math.random().toString(36).slice(2, 8)}@example.com`,
  parentPhone: "",
  hearAboutUs: "friend_or_family",
  specialRequests: "",
  discountCode: "",
  ...overrides,
});

/** The booking form's post, as the browser sends it; its answer is not followed. */
const postForm = (path: string, form: Record<string, string>, headers: Record<string, string> = own) =>
  app.request(`http://academy.test${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });

/** The Cookie header a browser would send back after this answer. */
const cookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

const get = (path: string, cookie = "") =>
  app.request(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });

const startPayment = (body: Record<string, unknown>) =>
  app.request("/api/create-payment-intent", {
    method: "POST",
    headers: { ...own, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The body text of a page, without its scripts (where the loader's data is repeated). */
const pageText = async (answer: Response) => {
  const html = await answer.text();
  // React's markers between adjacent texts.
  return html.slice(html.indexOf("<body"), html.indexOf("<script")).replaceAll("<!-- -->", "");
};

async function sentForm(form = aForm()) {
  const answer = await postForm("/booking/goals", form);
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("/booking/goals/payment");
  const [draft] = await database.db.select().from(draftOrders);
  return { cookie: cookieOf(answer), draft: draft!, form };
}

describe("the booking form's action records the order on the server", () => {
  test("a valid form becomes a draft order, found again by the cookie; the payment page loads from it, twice alike", async () => {
    const { cookie, draft, form } = await sentForm(
      aForm({ teen2FirstName: "Zoé", teen2LastName: "Dupont", teen2Age: "11" }),
    );
    expect(draft).toMatchObject({ workshopId: "goals", language: "en" });
    expect(draft.formData).toMatchObject({
      teenFirstName: "Léo",
      teen2FirstName: "Zoé",
      parentEmail: form.parentEmail,
    });
    expect(draft.token).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = draft.expiresAt.getTime() - draft.createdAt.getTime();
    expect(Math.abs(lifetime - DRAFT_ORDER_MINUTES * 60_000)).toBeLessThan(60_000);
    // The cookie keeps the secret away from scripts and other sites.
    const setCookie = (await postForm("/booking/goals", aForm())).headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const first = await get("/booking/goals/payment", cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    const shown = await pageText(first);
    expect(shown).toContain("Léo Dupont");
    expect(shown).toContain("Zoé Dupont");
    expect(shown).toContain("€294");
    expect(shown).toContain(form.parentEmail);
    // A reload, or a second tab of the same browser: the same page.
    expect(await pageText(await get("/booking/goals/payment", cookie))).toBe(shown);
  });

  test("the discount is the server's from the first paint", async () => {
    const { cookie } = await sentForm(aForm({ discountCode: "TEEN20" }));
    const shown = await pageText(await get("/booking/goals/payment", cookie));
    expect(shown).toContain("Pay €117.60");
    expect(shown).toContain('data-testid="order-total">€117.60<');
  });

  test("the form's schema is the server's too: a bad age, a missing name or a cross-site post records nothing", async () => {
    const tooOld = await postForm("/booking/goals", aForm({ teenAge: "17" }));
    expect(tooOld.status).toBe(400);
    expect(await tooOld.text()).toContain("Please check the booking form and try again.");
    expect((await postForm("/booking/goals", aForm({ parentFirstName: "" }))).status).toBe(400);
    const crossSite = await postForm("/booking/goals", aForm(), {
      origin: "http://academy.test",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await postForm("/booking/goals", aForm(), { origin: "https://evil.example" });
    expect(otherOrigin.status).toBeGreaterThanOrEqual(400);
    expect(await database.db.select().from(draftOrders)).toHaveLength(0);
  });

  test("a visitor posting forms in a loop is stopped like one starting payments: a 429, and no order recorded", async () => {
    const limited = await realApp({
      db: database.db,
      pool: database.pool,
      logger: silentLogger,
      env: { PAYMENT_START_RATE_LIMIT_PER_IP: "2" },
    });
    const post = () =>
      limited.app.request("http://academy.test/booking/goals", {
        method: "POST",
        headers: { ...own, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(aForm()).toString(),
        redirect: "manual",
      });
    expect((await post()).status).toBe(302);
    expect((await post()).status).toBe(302);
    const third = await post();
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await third.text()).toContain("Please try again later");
    expect(await database.db.select().from(draftOrders)).toHaveLength(2);
  });

  test("in French the form goes on to the French payment page, and the order keeps its language", async () => {
    const answer = await postForm("/fr/booking/goals", aForm());
    expect(answer.headers.get("location")).toBe("/fr/booking/goals/payment");
    const [draft] = await database.db.select().from(draftOrders);
    expect(draft!.language).toBe("fr");
    expect((await get("/fr/booking/goals/payment", cookieOf(answer))).status).toBe(200);
  });

  test("without an order, or with an expired one, the payment page sends the family back to the form", async () => {
    expect((await get("/booking/goals/payment")).headers.get("location")).toBe("/booking/goals");
    const { cookie, draft } = await sentForm();
    // Another workshop's page finds no order of its own.
    expect((await get("/booking/habits/payment", cookie)).headers.get("location")).toBe("/booking/habits");
    await database.db
      .update(draftOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(draftOrders.id, draft.id));
    const expired = await get("/booking/goals/payment", cookie);
    expect(expired.headers.get("location")).toBe("/booking/goals?expired");
    expect(await pageText(await get("/booking/goals?expired", cookie))).toContain(
      "Your booking details have expired. Please fill in the form again.",
    );
    // The retention job deletes it, with the teens' details it held.
    await applyRetention(services);
    expect(await database.db.select().from(draftOrders)).toHaveLength(0);
  });

  test("the back link's form is filled again from the order", async () => {
    const { cookie, form } = await sentForm();
    const shown = await pageText(await get("/booking/goals", cookie));
    expect(shown).toContain(`value="${form.parentEmail}"`);
    expect(shown).toContain('value="Léo"');
  });
});

describe("the payment start takes the order from its record", () => {
  test("a start by the order's token holds the seat for the recorded teens; each id appears once in the answer", async () => {
    const { draft, form } = await sentForm();
    const answer = await startPayment({ workshopId: "goals", orderToken: draft.token, acceptTerms: true });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "client_secret",
      "discountAmount",
      "finalAmount",
      "payment_intent_id",
    ]);
    const [hold] = await database.db.select().from(seatHolds);
    expect(hold).toMatchObject({
      customerEmail: form.parentEmail,
      amountTotal: 14700,
      providerPaymentId: body.payment_intent_id,
    });
    const [recorded] = await database.db.select().from(draftOrders);
    expect(recorded!.paymentIntentId).toBe(body.payment_intent_id);

    // A second start of the same order (a retry, another tab) ends the first one's hold.
    const again = await startPayment({ workshopId: "goals", orderToken: draft.token, acceptTerms: true });
    expect(again.status).toBe(200);
    const open = await database.db.select().from(seatHolds).where(eq(seatHolds.status, "open"));
    expect(open).toHaveLength(1);
  });

  test("an unknown token is refused; a body of neither shape is a 400", async () => {
    const unknown = await startPayment({
      workshopId: "goals",
      orderToken: "a".repeat(64),
      acceptTerms: true,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "order_expired" });
    expect((await startPayment({ workshopId: "goals", formData: "nope" })).status).toBe(400);
    expect((await startPayment({ workshopId: "goals", orderToken: "short" })).status).toBe(400);
    expect(await database.db.select().from(seatHolds)).toHaveLength(0);
  });

  test("the whole form in the body still starts a payment, as the documented body", async () => {
    const answer = await startPayment({
      workshopId: "goals",
      amount: 1,
      formData: { ...aForm(), acceptTerms: "on" },
      workshop: { id: "goals", title: "Goal Setting" },
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ finalAmount: 14700, client_secret: expect.any(String) });
    expect(body).not.toHaveProperty("clientSecret");
    expect(body).not.toHaveProperty("paymentIntentId");
  });
});

describe("the confirmation page loads from the paid order", () => {
  test("paid: the confirmation shows the order's reference and teens on every load; the payment page leads there", async () => {
    const { cookie, draft } = await sentForm(
      aForm({ teen2FirstName: "Zoé", teen2LastName: "Dupont", teen2Age: "11" }),
    );
    // Before the payment there is nothing to confirm.
    expect((await get("/booking/goals/confirmation", cookie)).headers.get("location")).toBe("/workshops");
    const started = (await (
      await startPayment({ workshopId: "goals", orderToken: draft.token, acceptTerms: true })
    ).json()) as { payment_intent_id: string; client_secret: string };
    await confirmTestPaymentIntent(
      services,
      started.payment_intent_id,
      started.client_secret,
      "4242424242424242",
    );
    const [first] = await database.db.select().from(bookings).where(eq(bookings.orderSeat, 1));

    const page = await get("/booking/goals/confirmation", cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const shown = await pageText(page);
    expect(shown).toContain(first!.reference);
    expect(shown).toContain("Léo Dupont");
    expect(shown).toContain("Zoé Dupont");
    // The receipt of the whole order (both teens, the total), as the e-mail links it: its invoice.
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, first!.id));
    expect(shown).toContain(`/invoices/${invoice!.token}`);
    expect(shown).not.toContain(`/receipts/${first!.receiptToken}`);
    expect(await pageText(await get("/booking/goals/confirmation", cookie))).toBe(shown);

    // The payment page of a paid order is its confirmation; paying it again is refused.
    expect((await get("/booking/goals/payment", cookie)).headers.get("location")).toBe(
      "/booking/goals/confirmation",
    );
    const twice = await startPayment({ workshopId: "goals", orderToken: draft.token, acceptTerms: true });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: "order_paid" });
    // Another browser (no cookie) is sent to the workshops, as a direct visit is.
    expect((await get("/booking/goals/confirmation")).headers.get("location")).toBe("/workshops");
  });
});
