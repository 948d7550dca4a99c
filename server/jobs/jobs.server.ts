import pg from "pg";
import PgBoss from "pg-boss";
import type { JobDefinition, JobServices } from "./job.server.ts";

/** pg-boss keeps its tables in their own schema, next to the app's (docs/decisions/013-job-queue.md). */
export const JOB_SCHEMA = "pgboss";

/** Defaults for every queue; a job's own `queue` settings win. */
const QUEUE_DEFAULTS = {
  policy: "standard",
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  retentionMinutes: 7 * 24 * 60,
} as const;

export type JobQueue = {
  boss: PgBoss;
  /** Queues one run of a job now (the job must be in the registry this queue was started with). */
  send: <Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options?: PgBoss.SendOptions,
  ) => Promise<string | null>;
  stop: () => Promise<void>;
};

async function withSetupLock(databaseUrl: string, action: () => Promise<void>) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "academy-jobs-setup" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('academy-job-queue-setup'))");
    await action();
  } finally {
    await client.end();
  }
}

// Handlers are typed per job; the queue only passes each its own data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJob = JobDefinition<any>;

/**
 * Starts pg-boss on the app's database (schema `pgboss`, created and migrated by pg-boss itself),
 * creates each job's queue, sets its schedule, and works it in this process. Every process of a
 * site does the same: pg-boss hands each job to one of them, and makes one job per cron slot.
 */
export async function startJobQueue(options: {
  services: JobServices;
  jobs: readonly AnyJob[];
  /** How often an idle worker asks for jobs (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** Tests may start a queue that only sends. */
  work?: boolean;
}): Promise<JobQueue> {
  const { services, jobs } = options;
  const { logger } = services;
  const boss = new PgBoss({
    connectionString: services.databaseUrl,
    schema: JOB_SCHEMA,
    application_name: "academy-jobs",
    max: 4,
  });
  boss.on("error", (error) => logger.error({ err: error }, "Job queue error"));
  await boss.start();

  const byName = new Map<string, AnyJob>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    byName.set(job.name, job);
  }
  // Processes starting together would deadlock creating the same queues: one at a time.
  await withSetupLock(services.databaseUrl, async () => {
    for (const job of jobs) {
      const settings = { ...QUEUE_DEFAULTS, ...job.queue, name: job.name };
      await boss.createQueue(job.name, settings);
      await boss.updateQueue(job.name, settings);
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: job.timeZone ?? "UTC" });
      else await boss.unschedule(job.name);
    }
  });

  for (const job of jobs) {
    if (options.work !== false) {
      await boss.work<object>(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([item]) => {
          if (!item) return;
          const started = performance.now();
          try {
            const result = await job.handle(item.data ?? {}, services);
            logger.info(
              { job: job.name, jobId: item.id, ms: Math.round(performance.now() - started) },
              "Job done",
            );
            return result;
          } catch (error) {
            logger.error({ err: error, job: job.name, jobId: item.id }, "Job failed; it will be retried");
            throw error;
          }
        },
      );
    }
  }

  for (const job of jobs) {
    // One start-up run for processes starting together: a second send in the same minute is dropped.
    if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: "start-up", singletonMinutes: 1 });
  }

  return {
    boss,
    async send(job, data, sendOptions) {
      if (byName.get(job.name) !== job) throw new Error(`Job ${job.name} is not registered`);
      return boss.send(job.name, data, sendOptions ?? {});
    },
    async stop() {
      // Waits for running handlers (up to 20 s), then closes pg-boss's own connections.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
