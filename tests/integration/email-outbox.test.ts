import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { emailOutbox } from "#server/db/schema.server.ts";
import { freePort } from "#server/db/embedded.server.ts";
import { deliverDueEmails, enqueueEmail, retryDelaySeconds } from "#server/email/outbox.server.ts";
import { createMailTransport } from "#server/email/transport.server.ts";
import { emailsTo } from "#tests/helpers/mailbox.ts";
import { startSmtpSink } from "#tests/helpers/smtp-sink.ts";
import { createTestDatabase, silentLogger, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let mailDir: string;
const from = "Academy <hello@academy.test>";
const message = {
  kind: "test",
  to: "parent@example.com",
  subject: "Your booking",
  html: "<p>Hello <strong>parent</strong></p>",
  text: "Hello parent",
};

beforeAll(async () => {
  database = await createTestDatabase();
  mailDir = await mkdtemp(path.join(os.tmpdir(), "academy-mail-"));
});
afterAll(async () => {
  await database.drop();
  await rm(mailDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

test("a queued message is written as a real .eml file and marked sent", async () => {
  await enqueueEmail(database.db, message);
  const transport = createMailTransport({ mailDir });
  expect(await deliverDueEmails(database.db, transport, silentLogger, { from })).toEqual({
    claimed: 1,
    sent: 1,
  });
  const [email] = await emailsTo(mailDir, "parent@example.com");
  expect(email?.subject).toBe("Your booking");
  expect(email?.text.trim()).toBe("Hello parent");
  expect(email?.html).toContain("<strong>parent</strong>");
  const [row] = await database.db.select().from(emailOutbox);
  expect(row).toMatchObject({ status: "sent", attempts: 1 });
  // Nothing left to send.
  expect(await deliverDueEmails(database.db, transport, silentLogger, { from })).toEqual({
    claimed: 0,
    sent: 0,
  });
});

test("a message's language is recorded as its Content-Language header, beside its own headers", async () => {
  await enqueueEmail(database.db, { ...message, language: "fr", headers: { "List-Unsubscribe": "<x>" } });
  const [row] = await database.db.select().from(emailOutbox);
  expect(row?.headers).toEqual({ "Content-Language": "fr", "List-Unsubscribe": "<x>" });
});

test("the same dedupe key is queued once", async () => {
  const first = await enqueueEmail(database.db, { ...message, dedupeKey: "booking:1" });
  const second = await enqueueEmail(database.db, { ...message, dedupeKey: "booking:1" });
  expect(first).toBeTruthy();
  expect(second).toBeUndefined();
  expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
});

test("with the SMTP server down the message is retried with backoff and delivered once it is back", async () => {
  const port = await freePort();
  const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailDir });
  const id = await enqueueEmail(database.db, { ...message, dedupeKey: "smtp-down" });

  const start = new Date(Date.now() + 1000);
  expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: start })).toEqual({
    claimed: 1,
    sent: 0,
  });
  const [afterFailure] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
  expect(afterFailure?.lastError).toBeTruthy();
  expect(afterFailure!.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelaySeconds(1) * 1000);

  // Not due yet: nothing is attempted.
  expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: start })).toEqual({
    claimed: 0,
    sent: 0,
  });

  const sink = await startSmtpSink(port);
  try {
    const later = new Date(start.getTime() + 60_000);
    expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: later })).toEqual({
      claimed: 1,
      sent: 1,
    });
    expect(sink.received.map((mail) => mail.subject)).toEqual(["Your booking"]);
    const [delivered] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(delivered).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  } finally {
    await sink.close();
  }
});

test("two workers draining together send each message once", async () => {
  for (let index = 0; index < 10; index++)
    await enqueueEmail(database.db, { ...message, to: `p${index}@example.com` });
  const sent: string[] = [];
  const transport = { send: async (email: { to: string }) => void sent.push(email.to) };
  await Promise.all([
    deliverDueEmails(database.db, transport, silentLogger, { from, batchSize: 4 }),
    deliverDueEmails(database.db, transport, silentLogger, { from, batchSize: 4 }),
    deliverDueEmails(database.db, transport, silentLogger, { from, batchSize: 4 }),
  ]);
  await deliverDueEmails(database.db, transport, silentLogger, { from });
  expect(sent.sort()).toEqual(Array.from({ length: 10 }, (_, index) => `p${index}@example.com`).sort());
});
