import { paymentStatus } from "#server/payments/payment-status.server.ts";
import type { Route } from "./+types/api-session";

/** GET /api/checkout/sessions/{id}: the success page's view of a payment (confirms it if paid). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.sessionId;
  const status = /^[A-Za-z0-9_]{8,255}$/.test(id)
    ? await paymentStatus(context.services, id)
    : ({ state: "not_found" } as const);
  return Response.json(status, {
    status: status.state === "not_found" ? 404 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}
