import { paths } from "#shared/paths.ts";
import type { Config } from "#server/config.server.ts";

/** A teen's own door to the group's video room, as families receive it (never the room's raw link). */
export const joinUrl = (config: Pick<Config, "publicUrl">, token: string) =>
  `${config.publicUrl}${paths.join(token)}`;

/**
 * What a family is given to enter the sessions: its join link once the group has a room, else
 * nothing (the messages then say the link comes later).
 */
export function familyRoomUrl(
  config: Pick<Config, "publicUrl">,
  booking: { videoUrl: string | null; joinToken: string | null },
): string | null {
  return booking.videoUrl && booking.joinToken ? joinUrl(config, booking.joinToken) : null;
}
