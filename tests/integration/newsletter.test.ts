import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { loadConfig } from "#server/config.server.ts";
import { emailOutbox, newsletterSubscribers, rateLimits } from "#server/db/schema.server.ts";
import { confirmSubscription } from "#server/newsletter/confirm.server.ts";
import { newsletterAnswerOf } from "#shared/newsletter-answer.ts";
import { signUpForNewsletter } from "#server/newsletter/signup.server.ts";
import {
  oneClickUnsubscribe,
  unsubscribe,
  unsubscribeLinkState,
} from "#server/newsletter/unsubscribe.server.ts";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "#app/routes/public/newsletter-unsubscribe.tsx";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

/** The domain's outcome as the endpoint answers it: status and English text. */
async function signUp(...args: Parameters<typeof signUpForNewsletter>) {
  return newsletterAnswerOf(await signUpForNewsletter(...args));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
// No subscriber another test stored: "nothing is stored" is judged on the whole table.
beforeEach(async () => {
  await database.db.delete(rateLimits);
  await database.db.delete(newsletterSubscribers);
});

const mailContext = {
  academyName: "Teen Growth Academy",
  contactEmail: "contact@academy.test",
  publicUrl: "https://academy.test",
};

function services(env: Record<string, string> = {}) {
  return {
    db: database.db,
    config: loadConfig({ PUBLIC_URL: "https://academy.test", CONTACT_EMAIL: "contact@academy.test", ...env }),
    logger: silentLogger,
    mail: { transport: { send: async () => undefined }, wake: vi.fn() },
  };
}

const subscriber = async (email: string) =>
  (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailTo = (email: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(emailOutbox.createdAt);

test("the schema's two messages: a bad address and a missing consent; nothing is stored", async () => {
  const bad = await signUp(services(), { email: "nope", consent: true }, "10.0.0.1");
  expect(bad).toEqual({
    status: 400,
    result: {
      ok: false,
      error: "Please enter a valid email address",
      fieldErrors: { email: "Please enter a valid email address" },
    },
  });
  const noConsent = await signUp(services(), { email: "ok@example.com", consent: false }, "10.0.0.1");
  expect(noConsent.result).toMatchObject({
    ok: false,
    error: "You must agree to receive emails",
    fieldErrors: { consent: "You must agree to receive emails" },
  });
  expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(0);
});

test("a new address is stored pending (lower case) and sent a confirmation link with unsubscribe headers", async () => {
  const deps = services();
  const answer = await signUp(deps, { email: " New.Parent@Example.com ", consent: true }, "10.0.0.2");
  expect(answer).toEqual({ status: 200, result: { ok: true } });
  expect(deps.mail.wake).toHaveBeenCalled();

  const row = await subscriber("new.parent@example.com");
  expect(row).toMatchObject({ confirmed: false, confirmedAt: null, unsubscribedAt: null });
  const [mail] = await mailTo("new.parent@example.com");
  expect(mail?.kind).toBe("newsletter-confirmation");
  expect(mail?.textBody).toContain(`https://academy.test/newsletter/confirm?token=${row!.confirmToken}`);
  expect(mail?.headers).toEqual({
    "Content-Language": "en",
    "List-Unsubscribe": `<https://academy.test/newsletter/unsubscribe?token=${row!.unsubscribeToken}>, <mailto:contact@academy.test?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
});

test("signing up again while pending re-sends the same link once the first is 10 minutes old; once confirmed it is 'already subscribed'", async () => {
  const email = "twice@example.com";
  await signUp(services(), { email, consent: true }, "10.0.0.3");
  expect((await signUp(services(), { email, consent: true }, "10.0.0.3")).status).toBe(200);
  expect(await mailTo(email)).toHaveLength(1);
  // The link's e-mail ages past the 10 minutes (server/newsletter/subscribe.server.ts): a new sign-up sends it again.
  await database.db
    .update(emailOutbox)
    .set({ createdAt: sql`now() - interval '11 minutes'` })
    .where(eq(emailOutbox.toAddress, email));
  expect((await signUp(services(), { email, consent: true }, "10.0.0.3")).status).toBe(200);
  const row = await subscriber(email);
  const sent = await mailTo(email);
  expect(sent).toHaveLength(2);
  expect(sent.every((mail) => mail.textBody.includes(row!.confirmToken))).toBe(true);

  expect(await confirmSubscription(database.db, row!.confirmToken, mailContext)).toBe("confirmed");
  expect(await subscriber(email)).toMatchObject({ confirmed: true, unsubscribedAt: null });
  expect((await subscriber(email))?.confirmedAt).toBeInstanceOf(Date);
  expect(await confirmSubscription(database.db, row!.confirmToken, mailContext)).toBe("already-confirmed");
  const welcome = (await mailTo(email)).filter((mail) => mail.kind === "newsletter-welcome");
  expect(welcome).toHaveLength(1);
  expect(welcome[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  // A fourth sign-up: past the default allowance of three per address, so with a larger one.
  const again = await signUp(
    services({ NEWSLETTER_RATE_LIMIT_PER_EMAIL: "10" }),
    { email, consent: true },
    "10.0.0.3",
  );
  expect(again).toEqual({
    status: 409,
    result: { ok: false, error: "This email is already subscribed to our newsletter!" },
  });
});

test("ten simultaneous sign-ups of one address store one subscriber and send one confirmation e-mail", async () => {
  const email = "burst@example.com";
  // Limits out of the way: every sign-up reaches the subscription itself.
  const roomy = services({ NEWSLETTER_RATE_LIMIT_PER_IP: "100", NEWSLETTER_RATE_LIMIT_PER_EMAIL: "100" });
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => signUp(roomy, { email, consent: true }, `10.0.7.${index}`)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(1);
  expect(await mailTo(email)).toHaveLength(1);
});

test("unsubscribing sets unsubscribed_at once; subscribing again is allowed and needs a new confirmation", async () => {
  const email = "leaver@example.com";
  await signUp(services(), { email, consent: true }, "10.0.0.4");
  const first = await subscriber(email);
  await confirmSubscription(database.db, first!.confirmToken, mailContext);

  expect(await unsubscribe(database.db, first!.unsubscribeToken)).toBe("unsubscribed");
  const left = await subscriber(email);
  expect(left?.unsubscribedAt).toBeInstanceOf(Date);
  expect(await unsubscribe(database.db, first!.unsubscribeToken)).toBe("unsubscribed");
  expect((await subscriber(email))?.unsubscribedAt).toEqual(left?.unsubscribedAt);
  expect(await unsubscribe(database.db, "not-a-token")).toBe("invalid");
  expect(await unsubscribe(database.db, "")).toBe("invalid");

  expect((await signUp(services(), { email, consent: true }, "10.0.0.4")).status).toBe(200);
  const renewed = await subscriber(email);
  expect(renewed).toMatchObject({ confirmed: false, confirmedAt: null, unsubscribedAt: null });
  expect(renewed?.confirmToken).not.toBe(first?.confirmToken);
  // The old link does not confirm the renewed subscription; the new one does.
  expect(await confirmSubscription(database.db, first!.confirmToken, mailContext)).toBe("invalid");
  expect(await confirmSubscription(database.db, renewed!.confirmToken, mailContext)).toBe("confirmed");
});

test("a confirmation link of an unsubscribed address does nothing", async () => {
  const email = "never@example.com";
  await signUp(services(), { email, consent: true }, "10.0.0.5");
  const row = await subscriber(email);
  await unsubscribe(database.db, row!.unsubscribeToken);
  expect(await confirmSubscription(database.db, row!.confirmToken, mailContext)).toBe("invalid");
  expect((await subscriber(email))?.confirmed).toBe(false);
});

test("attempts are limited per address and per client, in the database, without storing the address", async () => {
  const deps = services({ NEWSLETTER_RATE_LIMIT_PER_EMAIL: "2", NEWSLETTER_RATE_LIMIT_PER_IP: "4" });
  const tooMany = { status: 429, result: { ok: false, error: "Too many attempts. Please try again later." } };
  const email = "limited@example.com";
  expect((await signUp(deps, { email, consent: true }, "10.0.0.6")).status).toBe(200);
  expect((await signUp(deps, { email: "LIMITED@example.com", consent: true }, "10.0.0.7")).status).toBe(200);
  expect(await signUp(deps, { email, consent: true }, "10.0.0.8")).toEqual(tooMany);

  for (const other of ["a@example.com", "b@example.com", "c@example.com", "d@example.com"])
    expect((await signUp(deps, { email: other, consent: true }, "10.0.0.9")).status).toBe(200);
  expect(await signUp(deps, { email: "e@example.com", consent: true }, "10.0.0.9")).toEqual(tooMany);

  const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
  expect(keys.some((key) => key.includes("@"))).toBe(false);
  expect(keys).toContain("newsletter:ip:10.0.0.9");
});

test("a database failure answers the generic message", async () => {
  const deps = {
    ...services(),
    db: {
      execute: () => Promise.reject(new Error("connection lost")),
    } as unknown as typeof database.db,
  };
  expect(await signUp(deps, { email: "x@example.com", consent: true }, "10.0.0.10")).toEqual({
    status: 500,
    result: { ok: false, error: "Something went wrong. Please try again." },
  });
});

/** The unsubscribe page's loader or action, as React Router calls them; a thrown answer gives its status. */
async function unsubscribePage(token: string, init?: RequestInit) {
  const request = new Request(`https://academy.test/newsletter/unsubscribe?token=${token}`, init);
  const args = { request, params: {}, context: { services: services(), cspNonce: "", clientIp: "10.0.0.9" } };
  try {
    const answer = (init?.method === "POST"
      ? await unsubscribeAction(args as unknown as Parameters<typeof unsubscribeAction>[0])
      : await unsubscribeLoader(args as unknown as Parameters<typeof unsubscribeLoader>[0])) as unknown as {
      data: { state: string };
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, state: answer.data.state };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, state: "thrown" };
  }
}

async function confirmedSubscriber(email: string) {
  await signUpForNewsletter(services(), { email, consent: true }, "10.0.0.7");
  const row = await subscriber(email);
  await confirmSubscription(database.db, row!.confirmToken, mailContext);
  return row!;
}

test("opening the unsubscribe link (GET) changes nothing: it shows the page's button", async () => {
  const row = await confirmedSubscriber("scanned@example.com");
  expect(row.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/); // 256 bits, at least 128 of them random
  for (let visit = 0; visit < 3; visit++)
    expect(await unsubscribePage(row.unsubscribeToken)).toEqual({ status: 200, state: "subscribed" });
  expect((await subscriber("scanned@example.com"))?.unsubscribedAt).toBeNull();
  expect(await unsubscribePage("0".repeat(64))).toEqual({ status: 404, state: "invalid" });
  expect(await unsubscribeLinkState(database.db, "not-a-token")).toBe("invalid");
});

test("the unsubscribe page's button (a same-origin POST) unsubscribes; another site's POST is refused", async () => {
  const row = await confirmedSubscriber("button@example.com");
  const form = () => new URLSearchParams();
  const crossSite = await unsubscribePage(row.unsubscribeToken, {
    method: "POST",
    body: form(),
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status).toBe(403);
  expect((await subscriber("button@example.com"))?.unsubscribedAt).toBeNull();

  const sameSite = await unsubscribePage(row.unsubscribeToken, {
    method: "POST",
    body: form(),
    headers: { Origin: "https://academy.test" },
  });
  expect(sameSite).toEqual({ status: 200, state: "unsubscribed" });
  expect((await subscriber("button@example.com"))?.unsubscribedAt).toBeInstanceOf(Date);
  expect(await unsubscribePage(row.unsubscribeToken)).toEqual({ status: 200, state: "unsubscribed" });
});

test("a mail client's one-click POST (List-Unsubscribe=One-Click) unsubscribes without the page", async () => {
  const row = await confirmedSubscriber("oneclick@example.com");
  const post = (token: string, body: URLSearchParams | FormData) =>
    oneClickUnsubscribe(
      database.db,
      new Request(`https://academy.test/newsletter/unsubscribe?token=${token}`, {
        method: "POST",
        body,
        // Sent by a mail provider's server, or a mail client that names its own origin.
        headers: { Origin: "https://mail.example" },
      }),
    );
  // The page's own button posts no one-click field: it goes on to the page (and its origin check).
  expect(await post(row.unsubscribeToken, new URLSearchParams())).toBeNull();
  expect((await subscriber("oneclick@example.com"))?.unsubscribedAt).toBeNull();

  const answer = await post(row.unsubscribeToken, new URLSearchParams({ "List-Unsubscribe": "One-Click" }));
  expect(answer?.status).toBe(200);
  expect((await subscriber("oneclick@example.com"))?.unsubscribedAt).toBeInstanceOf(Date);
  const multipart = new FormData();
  multipart.set("List-Unsubscribe", "One-Click");
  expect((await post(row.unsubscribeToken, multipart))?.status).toBe(200);
  const unknown = await post("f".repeat(64), new URLSearchParams({ "List-Unsubscribe": "One-Click" }));
  expect(unknown?.status).toBe(404);
});
