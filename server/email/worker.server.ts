import type { Database } from "#server/db/client.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { deliverDueEmails } from "./outbox.server.ts";
import type { MailTransport } from "./transport.server.ts";

export type OutboxWorker = {
  /** Drain now instead of at the next tick (call after committing a queued message). */
  wake: () => void;
  stop: () => Promise<void>;
};

/** Polls the outbox every `intervalMs` (and on wake); one drain at a time per process. */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  intervalMs?: number;
}): OutboxWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const drain = () => {
    if (stopped) return;
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
        } catch (error) {
          options.logger.error({ err: error }, "E-mail outbox drain failed");
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
