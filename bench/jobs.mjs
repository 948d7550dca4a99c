// The job queue under 5,000 due messages: two app processes' worth of pg-boss workers and outbox
// workers on one embedded PostgreSQL, 2,500 bookings whose group meets in 90 minutes (each owes its
// video link and its first reminder). Reports how long until all were sent, and checks each was sent
// once (one outbox row per key, one .eml file per row).
// Usage: npm run bench:jobs [-- --bookings 2500]; BENCH_SMALL=1: 100 bookings.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config.server.ts";
import { createDatabase } from "#server/db/client.server.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.server.ts";
import { runMigrations } from "#server/db/migrate.server.ts";
import { bookings, workshopGroups, workshops } from "#server/db/schema.server.ts";
import { createMailTransport } from "#server/email/transport.server.ts";
import { startOutboxWorker } from "#server/email/worker.server.ts";
import { groupMessagesJob } from "#server/jobs/group-messages-job.server.ts";
import { startJobQueue } from "#server/jobs/jobs.server.ts";
import { createLogger } from "#server/logger.server.ts";
import { freshDataDir, numberArgument, small, writeResults } from "./support/bench-server.mjs";

const bookingCount = numberArgument("bookings", 2500, 100);
const perGroup = 5;
const dataDir = freshDataDir("jobs");
const mailDir = path.join(dataDir, "mail");
const logger = createLogger({ level: "warn", pretty: false });
const config = loadConfig({
  PUBLIC_URL: "http://academy.test",
  LOG_LEVEL: "warn",
  SESSION_REMINDER_HOURS: "2",
});

const postgres = await startEmbeddedPostgres(path.join(dataDir, "postgres"), logger);
const processes = [];
try {
  const setup = createDatabase(postgres.url, logger);
  await runMigrations(setup.db);
  await setup.db.insert(workshops).values({
    id: "bench",
    title: "Bench Workshop",
    description: "Bench",
    price: 27000,
    duration: "4 weeks",
    maxSeats: 6,
  });
  const start = new Date(Date.now() + 90 * 60 * 1000);
  const groups = Math.ceil(bookingCount / perGroup);
  await setup.db.insert(workshopGroups).values(
    Array.from({ length: groups }, (_, index) => ({
      id: `bench-${index}`,
      workshopId: "bench",
      capacity: 6,
      timeZone: "UTC",
      weekday: start.getUTCDay() === 0 ? 7 : start.getUTCDay(),
      startTime: start.toISOString().slice(11, 16),
      firstSessionDate: start.toISOString().slice(0, 10),
      sessionCount: 4,
      sessionMinutes: 60,
      videoUrl: `https://meet.example.com/bench-${index}`,
    })),
  );
  for (let offset = 0; offset < bookingCount; offset += 1000) {
    await setup.db.insert(bookings).values(
      Array.from({ length: Math.min(1000, bookingCount - offset) }, (_, i) => {
        const index = offset + i;
        return {
          reference: `TW-${String(index).padStart(6, "0")}`,
          workshopId: "bench",
          groupId: `bench-${Math.floor(index / perGroup)}`,
          parentFirstName: "Parent",
          parentEmail: `parent-${index}@example.com`,
          teenFirstName: "Teen",
          teenAge: 13,
          amountPaid: 27000,
          status: "confirmed",
        };
      }),
    );
  }

  const began = performance.now();
  // Two app processes' worth: each its own pool, queue and outbox worker, one database and mail folder.
  for (let index = 0; index < 2; index++) {
    const { db, pool } = createDatabase(postgres.url, logger);
    const outbox = startOutboxWorker({
      db,
      transport: createMailTransport({ mailDir }),
      logger,
      from: config.mailFrom,
      intervalMs: 500,
    });
    const queue = await startJobQueue({
      services: {
        db,
        config,
        logger,
        mail: { transport: { send: async () => undefined }, wake: outbox.wake },
        payments: {},
        databaseUrl: postgres.url,
      },
      jobs: [groupMessagesJob],
      pollingIntervalSeconds: 0.5,
    });
    processes.push({ outbox, queue, pool });
  }
  const expected = bookingCount * 2;
  let queuedAt;
  for (;;) {
    // A busy machine may time a connection out: ask again at the next tick.
    const counts = await setup.pool
      .query(
        "select count(*)::int as queued, count(*) filter (where status = 'sent')::int as sent from email_outbox",
      )
      .then(
        (result) => result.rows[0],
        () => ({ queued: 0, sent: 0 }),
      );
    if (!queuedAt && counts.queued >= expected) queuedAt = performance.now();
    if (counts.sent >= expected) break;
    if (performance.now() - began > 15 * 60 * 1000) throw new Error(`timed out: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const sentAt = performance.now();
  // Let a duplicate show up, if there were one.
  await new Promise((resolve) => setTimeout(resolve, small ? 1000 : 3000));
  const {
    rows: [final],
  } = await setup.pool.query(
    "select count(*)::int as rows, count(*) filter (where status = 'sent')::int as sent, count(distinct dedupe_key)::int as keys from email_outbox",
  );
  const files = readdirSync(mailDir).filter((name) => name.endsWith(".eml")).length;
  const result = {
    date: new Date().toISOString(),
    bookings: bookingCount,
    expectedMessages: expected,
    outboxRows: final.rows,
    distinctKeys: final.keys,
    sent: final.sent,
    emlFiles: files,
    secondsToQueueAll: Number(((queuedAt - began) / 1000).toFixed(1)),
    secondsToSendAll: Number(((sentAt - began) / 1000).toFixed(1)),
    sentOnce: final.rows === expected && final.keys === expected && files === expected,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(`results: ${writeResults("jobs", result)}`);
  await setup.pool.end();
  if (!result.sentOnce) process.exitCode = 1;
} finally {
  for (const { outbox, queue, pool } of processes) {
    await queue.stop();
    await outbox.stop();
    await pool.end();
  }
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
