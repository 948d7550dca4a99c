import { data } from "react-router";
import { bookingWithGroupByToken } from "#server/delivery/booking-groups.server.ts";
import { bookingCalendarFile } from "#server/delivery/group-emails.server.ts";
import type { Route } from "./+types/calendar";

/**
 * GET /bookings/{receiptToken}/calendar.ics: the group's sessions for a confirmed booking's calendar, reachable
 * only through the booking's own secret (docs/product/groups-and-delivery.md#time-zones).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const booking = await bookingWithGroupByToken(db, params.token);
  if (!booking) throw data("Calendar not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const file = await bookingCalendarFile(config, booking);
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      // The URL is a secret: keep it out of shared caches and of other sites' referrers.
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
