import type { Language } from "#shared/language.ts";
import { createHash } from "node:crypto";
import { validateNewsletter } from "#shared/newsletter-schema.ts";
import type { NewsletterOutcome } from "#shared/newsletter-answer.ts";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { subscribe } from "./subscribe.server.ts";

export type { NewsletterOutcome };

/** Rate-limit keys never hold the address itself. */
const emailKey = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 32);

/**
 * The newsletter signup endpoint's rules, shared by the JSON endpoint and the
 * no-JavaScript form post: the form's schema again, the database rate limits
 * (per client address and per e-mail), then the double opt-in.
 */
export async function signUpForNewsletter(
  services: Pick<Services, "db" | "config" | "logger" | "mail">,
  values: { email: string; consent: boolean; language?: Language },
  clientIp: string,
): Promise<NewsletterOutcome> {
  const parsed = validateNewsletter(values, values.language);
  if (!parsed.success) return { ok: false, reason: "invalid", fieldErrors: parsed.errors };
  const { db, config, logger, mail } = services;
  const { newsletterPerIp, newsletterPerEmail, newsletterWindowSeconds } = config.rateLimits;
  try {
    const byIp = await consumeRateLimit(db, `newsletter:ip:${clientIp}`, {
      limit: newsletterPerIp,
      windowSeconds: newsletterWindowSeconds,
    });
    if (!byIp.allowed) return { ok: false, reason: "rate_limited" };
    const byEmail = await consumeRateLimit(db, `newsletter:email:${emailKey(parsed.data.email)}`, {
      limit: newsletterPerEmail,
      windowSeconds: newsletterWindowSeconds,
    });
    if (!byEmail.allowed) return { ok: false, reason: "rate_limited" };

    const outcome = await subscribe(
      db,
      parsed.data.email,
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        publicUrl: config.publicUrl,
      },
      values.language,
    );
    if (outcome === "already-subscribed") return { ok: false, reason: "already_subscribed" };
    mail.wake();
    return { ok: true };
  } catch (error) {
    logger.error({ err: error }, "Newsletter signup failed");
    return { ok: false, reason: "failed" };
  }
}
