import type { Writable } from "node:stream";
import { pino } from "pino";
import { loggableError } from "#server/db/errors.server.ts";

export type Logger = pino.Logger;

/*
 * Every error reaches the log through these serializers, whatever the key a caller put it under
 * (`err`, `error`, `reason`, Better Auth's `auth` arguments): a failed query is logged by its name
 * and code only, in this one place (loggableError in server/db/errors.server.ts).
 */
const errors = (value: unknown) => (Array.isArray(value) ? value.map(loggableError) : loggableError(value));

export function createLogger(options: {
  level: string;
  pretty: boolean;
  /** Where the lines go instead of standard output (a test reading them back). */
  destination?: Writable;
}): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
    serializers: { err: errors, error: errors, reason: errors, auth: errors },
    ...(options.pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
