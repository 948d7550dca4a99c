import { requireAdmin } from "#server/auth/require-admin.server.ts";
import { exportBookingForAdmin } from "#server/privacy/booking-export.server.ts";
import type { Route } from "./+types/booking-data";

/** GET /admin/bookings/{id}/data.json: everything held about one booking (docs/product/childrens-data.md). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, context);
  const data = await exportBookingForAdmin(
    context.services.db,
    { id: user.id, email: user.email },
    params.bookingId,
  );
  if (!data) return Response.json({ error: "Réservation introuvable" }, { status: 404 });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservation_${data.booking.reference}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
