import { applyDiscount } from "../../../server/discounts/apply-discount.ts";
import { consumeRateLimit } from "../../../server/rate-limit/rate-limit.ts";
import type { DiscountAnswer } from "~/lib/discount-answer.ts";
import type { Route } from "./+types/api-discount";

// Enough for a parent who mistypes, too few to guess codes by trying them.
const ATTEMPTS_PER_WINDOW = 30;
const WINDOW_SECONDS = 15 * 60;

const json = (body: DiscountAnswer, status: number) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/workshops/{workshopId}/discount with { code }: what the code takes
 * off the workshop's price, computed by the server (SPEC.md section 5,
 * DECISIONS 5-6), or why it does not apply. Reserves nothing.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, logger } = context.services;
  if (request.method !== "POST")
    return Response.json(
      { ok: false, error: "Method not allowed" },
      { status: 405, headers: { Allow: "POST" } },
    );
  const body: unknown = await request.json().catch(() => ({}));
  const code = typeof body === "object" && body !== null ? (body as Record<string, unknown>).code : undefined;
  if (typeof code !== "string" || code.trim() === "" || code.length > 40)
    return json({ ok: false, reason: "unknown", error: "Please enter a discount code." }, 400);
  try {
    const limit = await consumeRateLimit(db, `discount:ip:${context.clientIp}`, {
      limit: ATTEMPTS_PER_WINDOW,
      windowSeconds: WINDOW_SECONDS,
    });
    if (!limit.allowed)
      return json(
        { ok: false, reason: "rate_limited", error: "Too many attempts. Please try again later." },
        429,
      );
    const outcome = await applyDiscount(db, { workshopId: params.workshopId, code });
    if (outcome.ok) return json(outcome, 200);
    return json(
      { ok: false, reason: outcome.reason, error: outcome.message },
      outcome.reason === "no_workshop" ? 404 : 422,
    );
  } catch (error) {
    logger.error({ err: error }, "Checking a discount code failed");
    return json({ ok: false, reason: "error", error: "Something went wrong. Please try again." }, 500);
  }
}
