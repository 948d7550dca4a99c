import type PgBoss from "pg-boss";
import type { Services } from "#server/services.server.ts";

/** What a job handler may use: the process's services, and where the database is (for backups). */
export type JobServices = Pick<Services, "db" | "config" | "logger" | "mail" | "payments"> & {
  databaseUrl: string;
};

/**
 * One kind of job. Adding a job is one small file that exports `defineJob({...})`, plus one line
 * in registry.server.ts. Handlers must be safe to run twice (a retry after a crash runs them again):
 * the queue runs a job once per process group, but a killed process cannot report that it finished.
 */
export type JobDefinition<Data extends object = object> = {
  /** The queue name: kebab-case, stable (scheduled rows in the database refer to it). */
  name: string;
  /** A cron expression (UTC unless `timeZone`): pg-boss creates one job per slot for all processes. */
  schedule?: string;
  timeZone?: string;
  /** Also queue one run when a process starts (once for all processes starting together). */
  runAtStart?: boolean;
  /** Retries, expiry, and the queue policy ('stately': at most one waiting and one running). */
  queue?: Omit<PgBoss.Queue, "name">;
  handle: (data: Data, services: JobServices) => Promise<unknown>;
};

export function defineJob<Data extends object = object>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}
