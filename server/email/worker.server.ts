import type { Database } from "#server/db/client.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { deliverDueEmails } from "./outbox.server.ts";
import type { MailTransport } from "./transport.server.ts";

export type OutboxWorker = {
  /** Drain now instead of at the next tick (call after committing a queued message). */
  wake: () => void;
  stop: () => Promise<void>;
};

const MAX_BACKOFF_MS = 60_000;

/**
 * Polls the outbox every `intervalMs` (and on wake); one drain at a time per process. A failed
 * drain (the database is away) waits longer each time, up to a minute, and logs once per wait:
 * the worker never stops, and sends again as soon as the database answers.
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  intervalMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}): OutboxWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let failures = 0;
  let pausedUntil = 0;
  const now = options.now ?? Date.now;

  const drain = () => {
    if (stopped || now() < pausedUntil) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const { claimed } = await deliverDueEmails(options.db, options.transport, options.logger, {
            from: options.from,
          });
          if (claimed > 0) again = true;
          failures = 0;
        } catch (error) {
          failures += 1;
          const waitMs = Math.min(1000 * 2 ** (failures - 1), MAX_BACKOFF_MS);
          pausedUntil = now() + waitMs;
          options.logger.warn(
            { err: { message: (error as Error).message }, retryInMs: waitMs },
            "E-mail outbox drain failed",
          );
          again = false;
          break;
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  const timer = setInterval(drain, options.intervalMs ?? 2000);
  timer.unref();
  drain();

  return {
    wake: drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
