import { createHash } from "node:crypto";
import { validateNewsletter } from "#shared/newsletter-schema.ts";
import { newsletterText, type NewsletterResult } from "#shared/newsletter-text.ts";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { subscribe } from "./subscribe.server.ts";

export type SignupAnswer = { status: 200 | 400 | 409 | 429 | 500; result: NewsletterResult };

const failure = (status: SignupAnswer["status"], error: string): SignupAnswer => ({
  status,
  result: { ok: false, error },
});

/** Rate-limit keys never hold the address itself. */
const emailKey = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 32);

/**
 * The newsletter signup endpoint's rules, shared by the JSON endpoint and the
 * no-JavaScript form post: the form's schema again, the database rate limits
 * (per client address and per e-mail), then the double opt-in.
 */
export async function signUpForNewsletter(
  services: Pick<Services, "db" | "config" | "logger" | "mail">,
  values: { email: string; consent: boolean },
  clientIp: string,
): Promise<SignupAnswer> {
  const parsed = validateNewsletter(values);
  if (!parsed.success) {
    const error = parsed.errors.email ?? parsed.errors.consent ?? newsletterText.invalidEmail;
    return { status: 400, result: { ok: false, error, fieldErrors: parsed.errors } };
  }
  const { db, config, logger, mail } = services;
  const { newsletterPerIp, newsletterPerEmail, newsletterWindowSeconds } = config.rateLimits;
  try {
    const byIp = await consumeRateLimit(db, `newsletter:ip:${clientIp}`, {
      limit: newsletterPerIp,
      windowSeconds: newsletterWindowSeconds,
    });
    if (!byIp.allowed) return failure(429, newsletterText.tooManyAttempts);
    const byEmail = await consumeRateLimit(db, `newsletter:email:${emailKey(parsed.data.email)}`, {
      limit: newsletterPerEmail,
      windowSeconds: newsletterWindowSeconds,
    });
    if (!byEmail.allowed) return failure(429, newsletterText.tooManyAttempts);

    const outcome = await subscribe(db, parsed.data.email, {
      academyName: config.academyName,
      contactEmail: config.contactEmail,
      publicUrl: config.publicUrl,
    });
    if (outcome === "already-subscribed") return failure(409, newsletterText.alreadySubscribed);
    mail.wake();
    return { status: 200, result: { ok: true } };
  } catch (error) {
    logger.error({ err: error }, "Newsletter signup failed");
    return failure(500, newsletterText.failure);
  }
}
