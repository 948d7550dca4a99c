import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { longRunning } from "#tests/setup/longest-first-sequencer.ts";

const root = path.resolve(import.meta.dirname, "../..");

test("every file the sequencer starts first exists, so a rename does not send it back to the end", () => {
  expect(longRunning.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
});
