import { productivityText } from "#shared/productivity-schema.ts";
import { createProductivityCheckout } from "#server/productivity/productivity-checkout.server.ts";
import { allowPaymentStart } from "#server/payments/start-rate-limit.server.ts";
import type { Route } from "./+types/api-checkout";

/**
 * POST /api/checkout/productivity (the spec's create-productivity-checkout): JSON
 * { selectedSchedule, selectedDate, formData, workshopDetails } -> { url } or { error, code }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return Response.json({ error: productivityText.checkoutError }, { status: 400 });
  if (!(await allowPaymentStart(context.services, context.clientIp)))
    return Response.json(
      { error: productivityText.checkoutError, code: "rate_limited" },
      { status: 429, headers: { "Retry-After": "3600" } },
    );
  const answer = await createProductivityCheckout(context.services, body);
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
