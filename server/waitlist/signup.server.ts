import { validateWaitlist, waitlistText, type WaitlistResult } from "#shared/waitlist-schema.ts";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { getCatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { joinWaitlist } from "./join-waitlist.server.ts";

export type WaitlistAnswer = { status: 200 | 400 | 404 | 409 | 429 | 500; result: WaitlistResult };

/**
 * The interest form's endpoint rules, shared by the JSON endpoint and the
 * no-JavaScript form post: the form's schema, a per-address rate limit kept in
 * the database (so a script cannot fill the list), then the insert.
 */
export async function signUpForWaitlist(
  services: Pick<Services, "db" | "logger" | "config">,
  workshopId: string,
  values: { email: string },
  clientIp: string,
): Promise<WaitlistAnswer> {
  const parsed = validateWaitlist(values);
  if (!parsed.success) {
    const error = parsed.errors.email ?? waitlistText.invalidEmail;
    return { status: 400, result: { ok: false, error, fieldErrors: parsed.errors } };
  }
  const { waitlistPerIp, waitlistWindowSeconds } = services.config.rateLimits;
  try {
    const byIp = await consumeRateLimit(services.db, `waitlist:ip:${clientIp}`, {
      limit: waitlistPerIp,
      windowSeconds: waitlistWindowSeconds,
    });
    if (!byIp.allowed) return { status: 429, result: { ok: false, error: waitlistText.tooManyAttempts } };
    if (!(await getCatalogueWorkshop(services.db, workshopId)))
      return { status: 404, result: { ok: false, error: waitlistText.failure } };
    const outcome = await joinWaitlist(services.db, { workshopId, email: parsed.data.email });
    if (outcome === "duplicate") return { status: 409, result: { ok: false, error: waitlistText.duplicate } };
    return { status: 200, result: { ok: true, email: parsed.data.email } };
  } catch (error) {
    services.logger.error({ err: error, workshopId }, "Joining the waiting list failed");
    return { status: 500, result: { ok: false, error: waitlistText.failure } };
  }
}
