import { data } from "react-router";
import { exportFromBookingPage } from "#server/booking-page/parent-export.server.ts";
import type { Route } from "./+types/booking-data";

/**
 * GET /bookings/{token}/data.json: everything held about the booking, for the family
 * (docs/product/childrens-data.md#export-and-erasure), behind the booking's secret only.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const exported = await exportFromBookingPage(context.services.db, params.token);
  if (!exported) throw data("Booking not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="booking-${exported.booking.reference}.json"`,
      // The URL is a secret and the file holds a child's details: no shared cache, no referrer, no index.
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
