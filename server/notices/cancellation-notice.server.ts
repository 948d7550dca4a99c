import type { Config } from "#server/config.server.ts";
import type { Executor } from "#server/db/client.server.ts";
import { enqueueEmails } from "#server/email/outbox.server.ts";
import { cancellationNoticeEmail } from "#server/email/templates/cancellation-notice-email.server.tsx";
import { paths } from "#shared/paths.ts";
import { academyRecipients } from "./academy-recipients.server.ts";

/**
 * Tells the academy that a family cancelled its booking (docs/product/groups-and-delivery.md#academy-notifications):
 * one message to each recipient, keyed `booking-cancelled-notice:{booking}:{address}`, in the
 * cancelling transaction. No teen's details.
 */
export async function queueCancellationNotice(
  tx: Executor<"select" | "insert">,
  config: Pick<Config, "academyName" | "contactEmail" | "publicUrl" | "notifyEmails" | "adminEmails">,
  booking: {
    bookingId: string;
    reference: string;
    workshopTitle: string;
    parentName: string;
    parentEmail: string;
    refundAmount: number;
  },
): Promise<number> {
  const recipients = await academyRecipients(tx, config);
  if (recipients.length === 0) return 0;
  const rendered = await cancellationNoticeEmail({
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    ...booking,
    backOfficeUrl: `${config.publicUrl}${paths.adminBookings}?q=${encodeURIComponent(booking.reference)}`,
  });
  return enqueueEmails(
    tx,
    recipients.map((address) => ({
      kind: "booking-cancelled-notice",
      to: address,
      bookingId: booking.bookingId,
      dedupeKey: `booking-cancelled-notice:${booking.bookingId}:${address}`,
      ...rendered,
    })),
  );
}
