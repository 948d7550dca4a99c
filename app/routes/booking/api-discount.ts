import { checkDiscount } from "#server/discounts/check-discount.server.ts";
import type { DiscountAnswer } from "#shared/discount-answer.ts";
import type { Route } from "./+types/api-discount";

const json = (body: DiscountAnswer, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/workshops/{workshopId}/discount with { code }: what the code takes
 * off the workshop's price, computed by the server
 * (docs/product/booking-and-payment.md#discount-codes), or why it does not apply. Reserves nothing.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  if (request.method !== "POST")
    return Response.json(
      { ok: false, error: "Method not allowed" },
      { status: 405, headers: { Allow: "POST" } },
    );
  const body: unknown = await request.json().catch(() => ({}));
  const code = typeof body === "object" && body !== null ? (body as Record<string, unknown>).code : undefined;
  try {
    const answer = await checkDiscount(services, { workshopId: params.workshopId, code, clientIp });
    return json(answer.body, answer.status);
  } catch (error) {
    services.logger.error({ err: error }, "Checking a discount code failed");
    return json({ ok: false, reason: "error", error: "Something went wrong. Please try again." }, 500);
  }
}
