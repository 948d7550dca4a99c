import { bookingPageUrl } from "./booking-page-url.server.ts";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { BookingLinksOutcome } from "#shared/booking-links-schema.ts";
import { bookings, workshops } from "#server/db/schema.server.ts";
import { enqueueEmail } from "#server/email/outbox.server.ts";
import { bookingLinksEmail } from "#server/email/templates/booking-links-email.server.tsx";
import { consumeRateLimit } from "#server/rate-limit/rate-limit.server.ts";
import type { Services } from "#server/services.server.ts";

/**
 * A parent who lost a booking's link asks for it again with the booking's address
 * (docs/product/after-sale-and-refunds.md#booking-page). The links of every booking of that address
 * (paid or cancelled) go through the outbox to that address only, so the answer on the page is the same
 * whether or not it has bookings: the page never tells. Limited per IP (answered "too many attempts") and
 * per address (silently: past its limit an address gets no more e-mails, and the page answers as always).
 * `email` is already checked by the form's schema (shared/booking-links-schema.ts).
 */
export async function sendBookingLinks(
  services: Pick<Services, "db" | "config" | "mail" | "logger">,
  email: string,
  clientIp: string,
): Promise<BookingLinksOutcome> {
  const { db, config } = services;
  const { bookingLinksPerIp, bookingLinksPerEmail, bookingLinksWindowSeconds } = config.rateLimits;
  try {
    const byIp = await consumeRateLimit(db, `booking-links:ip:${clientIp}`, {
      limit: bookingLinksPerIp,
      windowSeconds: bookingLinksWindowSeconds,
    });
    if (!byIp.allowed) return { ok: false, reason: "rate_limited" };
    const byEmail = await consumeRateLimit(db, `booking-links:email:${email}`, {
      limit: bookingLinksPerEmail,
      windowSeconds: bookingLinksWindowSeconds,
    });
    if (!byEmail.allowed) return { ok: true };
    const rows = await db
      .select({ reference: bookings.reference, token: bookings.receiptToken, workshopTitle: workshops.title })
      .from(bookings)
      .innerJoin(workshops, eq(workshops.id, bookings.workshopId))
      .where(and(sql`lower(${bookings.parentEmail}) = ${email}`, ne(bookings.status, "pending")))
      .orderBy(desc(bookings.createdAt));
    if (rows.length === 0) return { ok: true };
    await enqueueEmail(db, {
      kind: "booking-links",
      to: email,
      ...(await bookingLinksEmail({
        academyName: config.academyName,
        contactEmail: config.contactEmail,
        links: rows.map((row) => ({
          reference: row.reference,
          workshopTitle: row.workshopTitle,
          url: bookingPageUrl(config, row.token),
        })),
      })),
    });
    services.mail.wake();
    return { ok: true };
  } catch (error) {
    // Never the address in the log: it would tell whoever reads it who asked.
    services.logger.error({ err: error }, "Sending booking links failed");
    return { ok: false, reason: "failed" };
  }
}
