import type { WaitlistOutcome } from "#shared/waitlist-answer.ts";
import { validateWaitlist } from "#shared/waitlist-schema.ts";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { getCatalogueWorkshop } from "#server/workshops/catalogue.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { waitlistJoinedEmail } from "#server/email/templates/waitlist-joined-email.server.tsx";
import { paths } from "#shared/paths.ts";
import type { Language } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { joinWaitlist } from "./join-waitlist.server.ts";

export type { WaitlistOutcome };

/**
 * The interest form's endpoint rules, shared by the JSON endpoint and the
 * no-JavaScript form post: the form's schema, a per-address rate limit kept in
 * the database (so a script cannot fill the list), then the insert, with the family's e-mail that
 * says it worked queued in the same transaction.
 */
export async function signUpForWaitlist(
  services: Pick<Services, "db" | "logger" | "config" | "mail">,
  workshopId: string,
  values: { email: string; teens?: unknown; language?: Language },
  clientIp: string,
): Promise<WaitlistOutcome> {
  const parsed = validateWaitlist(values, values.language);
  if (!parsed.success) return { ok: false, reason: "invalid", fieldErrors: parsed.errors };
  const { waitlistPerIp, waitlistWindowSeconds } = services.config.rateLimits;
  try {
    const byIp = await consumeRateLimit(services.db, `waitlist:ip:${clientIp}`, {
      limit: waitlistPerIp,
      windowSeconds: waitlistWindowSeconds,
    });
    if (!byIp.allowed) return { ok: false, reason: "rate_limited" };
    const language = values.language ?? "en";
    const workshop = await getCatalogueWorkshop(services.db, workshopId, language);
    if (!workshop) return { ok: false, reason: "no_workshop" };
    const { config } = services;
    const email = parsed.data.email;
    const letter = await waitlistJoinedEmail(
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        workshopTitle: workshop.title,
        workshopUrl: `${config.publicUrl}${localisedPath(language, paths.workshops)}`,
        seats: parsed.data.teens,
      },
      emailMessages[language],
    );
    const seats = parsed.data.teens;
    const outcome = await joinWaitlist(services.db, { workshopId, email, seats, language }, (tx, id) =>
      enqueueEmail(tx, { kind: "waitlist-joined", to: email, dedupeKey: `waitlist-joined:${id}`, ...letter }),
    );
    if (outcome === "duplicate") return { ok: false, reason: "duplicate" };
    services.mail.wake();
    return { ok: true, email: parsed.data.email };
  } catch (error) {
    services.logger.error({ err: error, workshopId }, "Joining the waiting list failed");
    return { ok: false, reason: "failed" };
  }
}
