import { and, lt, ne, sql } from "drizzle-orm";
import { bookings, familySignInLinks } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { familyLinkEmail } from "#server/email/templates/family-link-email.server.tsx";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";
import { FAMILY_LINK_MINUTES, FAMILY_SESSION_MINUTES } from "#shared/family-page.ts";
import { paths } from "#shared/paths.ts";
import type { Language } from "#shared/language.ts";
import { localisedPath } from "#shared/localised-path.ts";
import { emailMessages } from "#server/email/messages.server.ts";
import { familySecretHash, newFamilySecret } from "./family-secret.server.ts";

type LinkServices = Pick<Services, "db" | "config" | "mail" | "logger">;

/**
 * What asking for a sign-in link came to. `sent` settles once the link is queued, or once it is
 * known that none goes out; it never rejects. The page answers without waiting for it.
 */
export type FamilyLinkRequest =
  { ok: true; sent: Promise<void> } | { ok: false; reason: "rate_limited" | "failed" };

const MINUTE = 60_000;
/** Rows of links and pages long over are deleted when a new link is made: nothing else needs them. */
const KEEP_ENDED_MS = 24 * 60 * MINUTE;

/**
 * A parent asks from `/bookings` for the sign-in link to the page of every booking of an address
 * (docs/product/after-sale-and-refunds.md#family-page). Limited as the lost-link form always was: per
 * IP (answered "too many attempts") and per address (silently). What the page answers depends only
 * on those limits, both counted for every address; whether the address has bookings is looked up
 * after, while the answer is already on its way, so neither the words nor the time taken tell it.
 * `email` is already checked and lower-cased by the form's schema (shared/booking-links-schema.ts).
 */
export async function requestFamilyLink(
  services: LinkServices,
  email: string,
  clientIp: string,
  now: Date = new Date(),
  /** The language of the page it was asked from: the e-mail and the family's page follow it. */
  language: Language = "en",
): Promise<FamilyLinkRequest> {
  const { db, config } = services;
  const { bookingLinksPerIp, bookingLinksPerEmail, bookingLinksWindowSeconds } = config.rateLimits;
  try {
    const byIp = await consumeRateLimit(db, `booking-links:ip:${clientIp}`, {
      limit: bookingLinksPerIp,
      windowSeconds: bookingLinksWindowSeconds,
      now,
    });
    if (!byIp.allowed) return { ok: false, reason: "rate_limited" };
    const byEmail = await consumeRateLimit(db, `booking-links:email:${email}`, {
      limit: bookingLinksPerEmail,
      windowSeconds: bookingLinksWindowSeconds,
      now,
    });
    return {
      ok: true,
      sent: byEmail.allowed ? sendFamilyLink(services, email, now, language) : Promise.resolve(),
    };
  } catch (error) {
    // Never the address in the log: it would tell whoever reads it who asked.
    services.logger.error({ err: error }, "Asking for a family sign-in link failed");
    return { ok: false, reason: "failed" };
  }
}

/**
 * Queues the sign-in link for an address that has bookings (confirmed or cancelled; an unpaid one
 * is not a booking yet); an address without any gets nothing. Only the secret's hash is stored.
 */
async function sendFamilyLink(
  services: LinkServices,
  email: string,
  now: Date,
  language: Language,
): Promise<void> {
  const { db, config } = services;
  try {
    const [known] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(sql`lower(${bookings.parentEmail}) = ${email}`, ne(bookings.status, "pending")))
      .limit(1);
    if (!known) return;
    const token = newFamilySecret();
    const message = await familyLinkEmail(
      {
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        url: `${config.publicUrl}${localisedPath(language, paths.familySignIn(token))}`,
        minutes: FAMILY_LINK_MINUTES,
      },
      emailMessages[language],
    );
    await db.transaction(async (tx) => {
      const endedBefore = new Date(now.getTime() - KEEP_ENDED_MS - FAMILY_SESSION_MINUTES * MINUTE);
      await tx.delete(familySignInLinks).where(lt(familySignInLinks.expiresAt, endedBefore));
      const [link] = await tx
        .insert(familySignInLinks)
        .values({
          tokenHash: familySecretHash(token),
          email,
          language,
          expiresAt: new Date(now.getTime() + FAMILY_LINK_MINUTES * MINUTE),
          createdAt: now,
        })
        .returning({ id: familySignInLinks.id });
      await enqueueEmail(tx, {
        kind: "family-link",
        to: email,
        dedupeKey: `family-link:${link!.id}`,
        ...message,
      });
    });
    services.mail.wake();
  } catch (error) {
    services.logger.error({ err: error }, "Sending a family sign-in link failed");
  }
}
