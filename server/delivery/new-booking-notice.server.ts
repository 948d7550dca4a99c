import type { Config } from "#server/config.server.ts";
import type { Executor } from "#server/db/client.server.ts";
import { emailLanguage } from "#server/email/email-language.server.ts";
import { enqueueEmails } from "#server/email/outbox.server.ts";
import { newBookingNoticeEmail } from "#server/email/templates/new-booking-notice-email.server.tsx";
import { groupTimeText, sessionDatesText } from "#shared/group-schedule.ts";
import { paths } from "#shared/paths.ts";
import { academyRecipients } from "#server/notices/academy-recipients.server.ts";
import { bookingsWithGroup } from "./booking-groups.server.ts";

export type NewBooking = {
  /** The booking, or an order's first booking (the one its invoice and notice belong to). */
  bookingId: string;
  reference: string;
  /** An order of several teens: each teen's reference, the first one first; absent for one teen. */
  teenReferences?: string[];
  workshopTitle: string;
  parentName: string;
  parentEmail: string;
  amountPaid: number;
};

/**
 * Tells the academy of a new booking or order (docs/product/groups-and-delivery.md#academy-notifications): one message to
 * each NOTIFY_EMAIL address (else each administrator who wants them), keyed `new-booking:{booking}:{address}`. Call it inside the
 * transaction that confirms the booking.
 */
export async function queueNewBookingNotice(
  tx: Executor<"select" | "insert">,
  config: Pick<Config, "academyName" | "contactEmail" | "publicUrl" | "notifyEmails" | "adminEmails">,
  booking: NewBooking,
): Promise<number> {
  const recipients = await academyRecipients(tx, config);
  if (recipients.length === 0) return 0;
  const [withGroup] = await bookingsWithGroup(tx, [booking.bookingId]);
  // The group's times in the notice's language (the back-office's).
  const language = emailLanguage("academy");
  const groupText = withGroup
    ? `${groupTimeText(withGroup.schedule, language)} (${sessionDatesText(withGroup.schedule, language)})`
    : "";
  const rendered = await newBookingNoticeEmail({
    academyName: config.academyName,
    contactEmail: config.contactEmail,
    reference: booking.reference,
    ...(booking.teenReferences ? { teenReferences: booking.teenReferences } : {}),
    workshopTitle: booking.workshopTitle,
    groupText,
    parentName: booking.parentName,
    parentEmail: booking.parentEmail,
    amountPaid: booking.amountPaid,
    backOfficeUrl: `${config.publicUrl}${paths.adminBookings}`,
  });
  return enqueueEmails(
    tx,
    recipients.map((address) => ({
      kind: "new-booking-notice",
      to: address,
      bookingId: booking.bookingId,
      dedupeKey: `new-booking:${booking.bookingId}:${address}`,
      ...rendered,
    })),
  );
}
