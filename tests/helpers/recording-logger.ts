import { Writable } from "node:stream";
import { pino } from "pino";

/** A real pino logger whose messages a test can read back. */
export function recordingLogger() {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        messages.push((JSON.parse(line) as { msg: string }).msg);
      }
      callback();
    },
  });
  return { logger: pino({ level: "info" }, stream), messages };
}
