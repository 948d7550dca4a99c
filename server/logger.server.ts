import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password"],
    ...(options.pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}
