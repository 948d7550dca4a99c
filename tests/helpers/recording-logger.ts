import { Writable } from "node:stream";
import { createLogger } from "#server/logger.server.ts";

/** The app's logger (its serializers included) whose lines a test can read back. */
export function recordingLogger() {
  const messages: string[] = [];
  /** Every line as written, for a test that looks for what must never be logged. */
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        lines.push(line);
        messages.push((JSON.parse(line) as { msg: string }).msg);
      }
      callback();
    },
  });
  return { logger: createLogger({ level: "info", pretty: false, destination: stream }), messages, lines };
}
