import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "#server/config.server.ts";
import { emailOutbox, waitingList } from "#server/db/schema.server.ts";
import { seedDatabase } from "#server/seed/seed.server.ts";
import { waitlistAnswerOf } from "#shared/waitlist-answer.ts";
import { signUpForWaitlist } from "#server/waitlist/signup.server.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, silentLogger);
});
afterAll(() => database.drop());

const config = loadConfig({ WAITLIST_RATE_LIMIT_PER_IP: "3" });
let wakes = 0;
const mail = { transport: undefined as never, wake: () => void wakes++ };
const services = () => ({ db: database.db, logger: silentLogger, config, mail });
let clientCount = 0;
/** Each call comes from a new client address unless one is given, so only the rate-limit test meets the limit. */
/** The domain's outcome as the endpoint answers it: status and English text. */
const signUp = async (workshopId: string, email: string, clientIp = `10.0.0.${++clientCount}`) =>
  waitlistAnswerOf(await signUpForWaitlist(services(), workshopId, { email }, clientIp));

test("a valid address joins the list with the fields the public form sends", async () => {
  const answer = await signUp("goals", "  Parent@Example.COM ");
  expect(answer).toEqual({ status: 200, result: { ok: true, email: "parent@example.com" } });
  const rows = await database.db
    .select()
    .from(waitingList)
    .where(eq(waitingList.parentEmail, "parent@example.com"));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    workshopId: "goals",
    parentEmail: "parent@example.com",
    parentFirstName: "",
    parentLastName: "",
    teenFirstName: "",
    teenLastName: "",
    teenAge: null,
    hearAboutUs: "website",
  });
});

test("the same address for the same workshop is a duplicate, whatever its case; another workshop is fine", async () => {
  // Its own address: tests of a file may run in any order.
  expect((await signUp("goals", "twice@example.com")).status).toBe(200);
  const duplicate = await signUp("goals", "TWICE@example.com");
  expect(duplicate).toEqual({
    status: 409,
    result: { ok: false, error: "This email is already registered for this workshop!" },
  });
  expect((await signUp("habits", "twice@example.com")).status).toBe(200);
  expect(
    await database.db.select().from(waitingList).where(eq(waitingList.parentEmail, "twice@example.com")),
  ).toHaveLength(2);
});

test("joining sends the family one e-mail that says it worked and what comes next; a duplicate sends none", async () => {
  const before = wakes;
  expect((await signUp("goals", "told@example.com")).status).toBe(200);
  expect((await signUp("goals", "told@example.com")).status).toBe(409);
  const sent = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, "told@example.com"));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    kind: "waitlist-joined",
    subject: "You are on the waiting list for Goal Setting",
  });
  expect(sent[0]!.textBody).toContain("We have saved your address for Goal Setting.");
  expect(sent[0]!.textBody).toContain("we will write to you at this address");
  expect(wakes).toBe(before + 1);
});

test("an invalid address is refused with the field's message and nothing is stored", async () => {
  const before = (await database.db.select().from(waitingList)).length;
  for (const email of ["", "not-an-email", "a@b"]) {
    const answer = await signUp("goals", email);
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({ ok: false, error: "Please enter a valid email address" });
  }
  expect(await database.db.select().from(waitingList)).toHaveLength(before);
});

test("an unknown workshop is refused; a database failure gives the generic message", async () => {
  expect((await signUp("nope", "x@example.com")).status).toBe(404);
  const broken = {
    db: {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as typeof database.db,
    logger: silentLogger,
    config,
    mail,
  };
  const outcome = await signUpForWaitlist(broken, "goals", { email: "x@example.com" }, "10.9.9.9");
  expect(outcome).toEqual({ ok: false, reason: "failed" });
  expect(waitlistAnswerOf(outcome)).toEqual({
    status: 500,
    result: { ok: false, error: "Something went wrong. Please try again." },
  });
});

test("one client address gets a limited number of attempts, then a clear refusal that stores nothing", async () => {
  const before = (await database.db.select().from(waitingList)).length;
  for (const email of ["r1@example.com", "r2@example.com", "r3@example.com"])
    expect((await signUp("goals", email, "192.0.2.7")).status).toBe(200);
  expect(await signUp("goals", "r4@example.com", "192.0.2.7")).toEqual({
    status: 429,
    result: { ok: false, error: "Too many attempts. Please try again later." },
  });
  expect(await database.db.select().from(waitingList)).toHaveLength(before + 3);
  expect((await signUp("goals", "r4@example.com", "192.0.2.8")).status).toBe(200);
});
