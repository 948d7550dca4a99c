import type { WaitlistOutcome } from "#shared/waitlist-answer.ts";
import { validateWaitlist } from "#shared/waitlist-schema.ts";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { getCatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { joinWaitlist } from "./join-waitlist.server.ts";

export type { WaitlistOutcome };

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
): Promise<WaitlistOutcome> {
  const parsed = validateWaitlist(values);
  if (!parsed.success) return { ok: false, reason: "invalid", fieldErrors: parsed.errors };
  const { waitlistPerIp, waitlistWindowSeconds } = services.config.rateLimits;
  try {
    const byIp = await consumeRateLimit(services.db, `waitlist:ip:${clientIp}`, {
      limit: waitlistPerIp,
      windowSeconds: waitlistWindowSeconds,
    });
    if (!byIp.allowed) return { ok: false, reason: "rate_limited" };
    if (!(await getCatalogueWorkshop(services.db, workshopId))) return { ok: false, reason: "no_workshop" };
    const outcome = await joinWaitlist(services.db, { workshopId, email: parsed.data.email });
    if (outcome === "duplicate") return { ok: false, reason: "duplicate" };
    return { ok: true, email: parsed.data.email };
  } catch (error) {
    services.logger.error({ err: error, workshopId }, "Joining the waiting list failed");
    return { ok: false, reason: "failed" };
  }
}
