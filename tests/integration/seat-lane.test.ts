import { expect, test } from "vitest";
import { fullDuringBurst, inStartSlot, rememberFull } from "#server/seats/seat-lane.server.ts";

/** Ten starts in progress and one more waiting: a burst, released by `end()`. */
async function burst() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  const starts = Array.from({ length: 11 }, () => inStartSlot(() => ended));
  await Promise.resolve();
  return { end: async () => (end(), await Promise.all(starts)) };
}

test("a group found full is answered from memory only while a burst queues, and only for a quarter of a second", async () => {
  const now = Date.now();
  rememberFull("group:g1", now);
  // Nobody waits for a slot: every start reads the database (a seat freed a moment ago is seen).
  expect(fullDuringBurst("group:g1", now)).toBe(false);

  const running = await burst();
  expect(fullDuringBurst("group:g1", now + 100)).toBe(true);
  expect(fullDuringBurst("group:g2", now + 100)).toBe(false);
  expect(fullDuringBurst("group:g1", now + 300)).toBe(false);
  await running.end();
});

test("during a burst, a start known full is answered without waiting for a slot", async () => {
  const running = await burst();
  rememberFull("group:g3");
  const answered = await inStartSlot(
    () => Promise.resolve("held"),
    () => (fullDuringBurst("group:g3") ? "full" : undefined),
  );
  expect(answered).toEqual({ ok: true, value: "full" });
  await running.end();
});
