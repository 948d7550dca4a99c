/*
 * One lane per seat row (a group, or a workshop without groups), in this process: the work that
 * locks that row runs one at a time, and the rest wait here, in memory, instead of each holding a
 * pooled connection while PostgreSQL makes it wait for the row lock. A burst on one group then
 * takes one connection, not the whole pool (docs/decisions/019-bursts-and-holds.md).
 *
 * The lane only spares the pool: the row lock (server/seats/seats.server.ts lockSeats) is still
 * what keeps two processes from selling one seat twice.
 */

type Waiter = {
  start: () => void;
  refuse: (reason: LaneRefusal) => void;
  /** A paid payment's fulfilment: served before any new hold, never sent away. */
  priority: boolean;
  /** Placing a hold that needs a free seat (an offer's claim rides on its own seat). */
  needsSeat: boolean;
};

type Lane = { busy: boolean; queue: Waiter[] };

/** Why a turn was not given: the wait ran out, or the group was found full while waiting. */
export type LaneRefusal = "busy" | "sold_out";

const lanes = new Map<string, Lane>();

function next(key: string, lane: Lane) {
  const waiter = lane.queue.shift();
  if (waiter) return waiter.start();
  lane.busy = false;
  lanes.delete(key);
}

/**
 * Runs `work` when it is this caller's turn on the seat row `key`. A caller that would wait longer
 * than `maxWaitMs` is refused "busy" (the route answers 429 with a Retry-After) rather than queue
 * without end; a fulfilment (`priority`) goes before every new hold and always gets its turn.
 */
export async function inSeatLane<T>(
  key: string,
  options: { priority?: boolean; maxWaitMs?: number; needsSeat?: boolean },
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: LaneRefusal }> {
  let lane = lanes.get(key);
  if (!lane) lanes.set(key, (lane = { busy: false, queue: [] }));
  const current = lane;
  if (current.busy) {
    const turn = await new Promise<LaneRefusal | undefined>((resolve) => {
      const waiter: Waiter = {
        priority: options.priority ?? false,
        needsSeat: options.needsSeat ?? false,
        start: () => {
          clearTimeout(timer);
          resolve(undefined);
        },
        refuse: (reason) => {
          clearTimeout(timer);
          resolve(reason);
        },
      };
      const timer =
        !waiter.priority && options.maxWaitMs !== undefined
          ? setTimeout(() => {
              const index = current.queue.indexOf(waiter);
              if (index >= 0) current.queue.splice(index, 1);
              resolve("busy");
            }, options.maxWaitMs)
          : undefined;
      const firstOrdinary = current.queue.findIndex((queued) => !queued.priority);
      if (waiter.priority && firstOrdinary >= 0) current.queue.splice(firstOrdinary, 0, waiter);
      else current.queue.push(waiter);
    });
    if (turn) return { ok: false, reason: turn };
  }
  current.busy = true;
  try {
    return { ok: true, value: await work() };
  } finally {
    next(key, current);
  }
}

/**
 * The seat row was just found full under its lock: every caller still waiting to place a hold
 * that needs a seat is answered "sold out" now, as if it had arrived at that moment, instead of
 * each taking its turn to read the same count. Fulfilments and offer claims keep their places.
 */
export function refuseWaitingForSeats(key: string) {
  rememberFull(key);
  const lane = lanes.get(key);
  if (!lane) return;
  const refused = lane.queue.filter((waiter) => waiter.needsSeat && !waiter.priority);
  lane.queue = lane.queue.filter((waiter) => !refused.includes(waiter));
  for (const waiter of refused) waiter.refuse("sold_out");
}

/**
 * Payment starts in progress in this process, at most one per pooled connection: a burst of a
 * thousand waits here, in memory, rather than in the pool's queue, where a start would wait past
 * the pool's connection timeout and fail (docs/decisions/019-bursts-and-holds.md).
 */
const START_SLOTS = 10;
/** How long a start waits for a slot before it is answered "busy" (429): the burst is answered within about two seconds. */
const START_WAIT_MS = 1500;
let startsInProgress = 0;
const startQueue: (() => void)[] = [];

/** Runs one payment start (from its first query to its answer) when a slot is free; "busy" after START_WAIT_MS. */
export async function inStartSlot<T>(
  work: () => Promise<T>,
  /** An answer that needs no slot (a group known full during a burst): given before any wait. */
  answerNow?: () => T | undefined,
): Promise<{ ok: true; value: T } | { ok: false }> {
  const now = answerNow?.();
  if (now !== undefined) return { ok: true, value: now };
  if (startsInProgress >= START_SLOTS) {
    const admitted = await new Promise<boolean>((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = startQueue.indexOf(admit);
        if (index >= 0) startQueue.splice(index, 1);
        resolve(false);
      }, START_WAIT_MS);
      startQueue.push(admit);
    });
    if (!admitted) return { ok: false };
  } else startsInProgress++;
  try {
    return { ok: true, value: await work() };
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const nextStart = startQueue.shift();
    if (nextStart) nextStart();
    else startsInProgress--;
  }
}

/**
 * How long a seat row found full is answered "full" from memory while payment starts queue up in
 * this process. A burst on a sold-out group (a thousand parents pressing "Pay" at the start of
 * sales) is then answered without a slot, a pooled connection or a query each; a seat freed in
 * that quarter of a second is the same as the requests arriving a moment earlier. Out of a burst
 * (nobody waiting for a slot) every start reads the database, so a seat freed a moment ago is
 * always seen.
 */
const FULL_MEMORY_MS = 250;
const foundFull = new Map<string, number>();

/** The seat row `key` was just found full (by the lock-free read or under its lock). */
export function rememberFull(key: string, now = Date.now()) {
  foundFull.set(key, now + FULL_MEMORY_MS);
}

/** The seat row `key` was just found with a seat free. */
export function forgetFull(key: string) {
  foundFull.delete(key);
}

/**
 * What a lock-free read of the seat row `key` found: `free` seats (undefined: no such row). Answers
 * whether it is full, and remembers it or forgets it for the starts of a burst (fullDuringBurst).
 */
export function noteFull(key: string, free: number | undefined) {
  const full = free !== undefined && free <= 0;
  if (full) rememberFull(key);
  else forgetFull(key);
  return full;
}

/** Whether a start on `key` may be answered "full" at once: a burst is queuing and the row was found full a moment ago. */
export function fullDuringBurst(key: string, now = Date.now()) {
  const until = foundFull.get(key);
  if (until === undefined) return false;
  if (until <= now) {
    foundFull.delete(key);
    return false;
  }
  return startQueue.length > 0;
}
