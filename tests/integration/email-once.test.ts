import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { Database } from "#server/db/client.server.ts";
import { freePort } from "#server/db/embedded.server.ts";
import { emailOutbox } from "#server/db/schema.server.ts";
import { deliverDueEmails, enqueueEmail } from "#server/email/outbox.server.ts";
import { createMailTransport, type MailTransport } from "#server/email/transport.server.ts";
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
  html: "<p>Hi</p>",
  text: "Hi",
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  mailDir = await mkdtemp(path.join(os.tmpdir(), "academy-mail-once-"));
  return () => rm(mailDir, { recursive: true, force: true });
});

/**
 * The database as the outbox sees it when PostgreSQL is killed right after a message went out:
 * every update after the send fails, so the row stays claimed and pending.
 */
function databaseDyingAfterSend(db: Database, transport: MailTransport) {
  let sent = false;
  const dying = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "update" && sent)
        return () => {
          throw new Error("Connection terminated unexpectedly");
        };
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const watched: MailTransport = {
    async send(email) {
      await transport.send(email);
      sent = true;
    },
  };
  return { dying, watched };
}

async function sendThenKillThenRetry(transport: MailTransport) {
  await enqueueEmail(database.db, message);
  const { dying, watched } = databaseDyingAfterSend(database.db, transport);
  await expect(deliverDueEmails(dying, watched, silentLogger, { from })).rejects.toThrow(/terminated/);
  const [row] = await database.db.select().from(emailOutbox);
  expect(row!.status).toBe("pending");
  // After the claim ran out, the restarted server tries again.
  const later = new Date(Date.now() + 10 * 60_000);
  expect(await deliverDueEmails(database.db, transport, silentLogger, { from, now: later })).toEqual({
    claimed: 1,
    sent: 1,
  });
  return row!;
}

test("mail files: a message retried after a database kill is one file, written whole", async () => {
  const row = await sendThenKillThenRetry(createMailTransport({ mailDir }));
  const received = await emailsTo(mailDir, "parent@example.com");
  expect(received).toHaveLength(1);
  expect(received[0]!.file).toContain(row.id);
  expect(received[0]!.headers.get("message-id")).toBe(`<outbox-${row.id}@academy.test>`);
  // No temporary file is left behind.
  expect(await readdir(mailDir)).toEqual([received[0]!.file]);
});

test("SMTP: both deliveries carry the one Message-ID of the outbox row, so mail clients show it once", async () => {
  const port = await freePort();
  const sink = await startSmtpSink(port);
  try {
    const row = await sendThenKillThenRetry(
      createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailDir }),
    );
    expect(sink.received.map((mail) => mail.messageId)).toEqual([
      `<outbox-${row.id}@academy.test>`,
      `<outbox-${row.id}@academy.test>`,
    ]);
  } finally {
    await sink.close();
  }
});

test("two different messages get two different Message-IDs and files", async () => {
  await enqueueEmail(database.db, message);
  await enqueueEmail(database.db, { ...message, subject: "Another" });
  await deliverDueEmails(database.db, createMailTransport({ mailDir }), silentLogger, { from });
  const received = await emailsTo(mailDir, "parent@example.com");
  expect(new Set(received.map((email) => email.headers.get("message-id"))).size).toBe(2);
});
