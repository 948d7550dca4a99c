import { afterAll, beforeAll, expect, test } from "vitest";
import { defineJob, type JobServices } from "#server/jobs/job.server.ts";
import { JOB_SCHEMA, startJobQueue, type JobQueue } from "#server/jobs/jobs.server.ts";
import { JOBS } from "#server/jobs/registry.server.ts";
import { paymentTestServices } from "#tests/helpers/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";

let database: TestDatabase;
let services: JobServices;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  services = { ...paymentTestServices(database), databaseUrl: database.url };
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.drop();
});

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("the registry names each job once, in kebab-case, with a valid schedule when it has one", () => {
  const names = JOBS.map((job) => job.name);
  expect(new Set(names).size).toBe(names.length);
  for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  expect(names).toEqual(expect.arrayContaining(["reconcile-payments", "nightly-backup"]));
});

test("two processes on one database: each job runs once, the start-up run once for both, schedules are stored", async () => {
  const runs: { id: number; by: string }[] = [];
  const startUps: string[] = [];
  const counted = (by: string) =>
    defineJob<{ id: number }>({
      name: "count-test",
      handle: async (data) => {
        runs.push({ id: data.id, by });
      },
    });
  const atStart = (by: string) =>
    defineJob({
      name: "start-test",
      runAtStart: true,
      schedule: "0 3 * * *",
      handle: async () => startUps.push(by),
    });

  const jobsA = [counted("a"), atStart("a")];
  const jobsB = [counted("b"), atStart("b")];
  const [a, b] = await Promise.all([
    startJobQueue({ services, jobs: jobsA, pollingIntervalSeconds: 0.5 }),
    startJobQueue({ services, jobs: jobsB, pollingIntervalSeconds: 0.5 }),
  ]);
  queues.push(a, b);

  for (let id = 0; id < 20; id++) await (id % 2 ? a.send(jobsA[0]!, { id }) : b.send(jobsB[0]!, { id }));
  await until(() => runs.length >= 20 && startUps.length >= 1);
  // Give a duplicate the time to show up, if there were one.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(runs.map((run) => run.id).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, id) => id));
  expect(startUps).toHaveLength(1);

  const schedules = await database.pool.query(`select name, cron, options from ${JOB_SCHEMA}.schedule`);
  expect(schedules.rows).toEqual([expect.objectContaining({ name: "start-test", cron: "0 3 * * *" })]);
  await expect(
    a.send(defineJob({ name: "unregistered", handle: async () => undefined }), {}),
  ).rejects.toThrow(/not registered/);
});

test("a failing job is retried", async () => {
  let attempts = 0;
  const flaky = defineJob({
    name: "flaky-test",
    queue: { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    handle: async () => {
      attempts++;
      if (attempts === 1) throw new Error("first attempt fails");
    },
  });
  const queue = await startJobQueue({ services, jobs: [flaky], pollingIntervalSeconds: 0.5 });
  queues.push(queue);
  await queue.send(flaky, {});
  await until(() => attempts >= 2);
  expect(attempts).toBe(2);
});
