import type { Config } from "#server/config.server.ts";

const HOUR_MS = 60 * 60 * 1000;

/** docs/product/waiting-list-and-newsletter.md#when-a-place-opens: a group this close gets the short window. */
export const SOON_DAYS = 3;

/**
 * When an offer made at `now` stops holding its seat: `claimHours` later, or `claimHoursSoon` when
 * the group starts within 3 days, and never after the group's start. Undefined when the group has
 * already started: nothing is offered then (the seat is simply free).
 */
export function offerExpiry(
  now: Date,
  groupStart: Date | null,
  hours: Pick<Config["waitlistOffers"], "claimHours" | "claimHoursSoon">,
): Date | undefined {
  if (!groupStart) return new Date(now.getTime() + hours.claimHours * HOUR_MS);
  const untilStart = groupStart.getTime() - now.getTime();
  if (untilStart <= 0) return undefined;
  const window = (untilStart < SOON_DAYS * 24 * HOUR_MS ? hours.claimHoursSoon : hours.claimHours) * HOUR_MS;
  return new Date(now.getTime() + Math.min(window, untilStart));
}
