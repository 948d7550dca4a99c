import type { Config } from "#server/config.server.ts";
import type { Executor } from "#server/db/client.server.ts";
import type { OutboxAttachment } from "#server/db/schema.server.ts";
import type { Logger } from "#server/logger.server.ts";
import { scheduleText, sessionDatesText } from "#shared/group-schedule.ts";
import { familyRoomUrl } from "#server/family-links/join-url.server.ts";
import { bookingsWithGroup, type BookingWithGroup } from "./booking-groups.server.ts";
import { bookingCalendarFile, bookingCalendarLinks } from "./group-emails.server.ts";
import type { CalendarLinks } from "#shared/calendar-links.ts";
import { queueNewBookingNotice, type NewBooking } from "./new-booking-notice.server.ts";
import { queueDueGroupMessages } from "./queue-due-messages.server.ts";

export type NewBookingDelivery = {
  /** The group's times for the confirmation ("Mondays 4-5 PM New York time, Mon 7 Dec - Mon 28 Dec 2026"). */
  scheduleText: string | null;
  /** The group's calendar file, for the confirmation e-mail. */
  attachments: OutboxAttachment[];
  /** The web calendars' links for the same sessions, beside the file. */
  calendarLinks: CalendarLinks | null;
};

/** The group's times and dates in the family's language, as the confirmation and the invoice print them. */
export const familyScheduleText = (withGroup: BookingWithGroup) =>
  `${scheduleText(withGroup.schedule, withGroup.language)}, ${sessionDatesText(withGroup.schedule, withGroup.language)}`;

/**
 * What a newly confirmed booking, or an order's bookings, set going
 * (docs/product/groups-and-delivery.md#messages-after-a-booking), in the transaction that confirms
 * them: the academy's one notice, and each teen's messages already due (a booking made less than 24
 * hours before the first session gets the video link at once). Returns what the confirmation carries,
 * from the first booking (an order's teens share one group).
 */
export async function startNewBookingDelivery(
  tx: Executor<"select" | "insert">,
  services: { config: Config; logger: Logger },
  order: { notice: NewBooking; bookingIds: string[] },
  now: Date = new Date(),
): Promise<NewBookingDelivery> {
  const { config } = services;
  await queueNewBookingNotice(tx, config, order.notice);
  const booked = await bookingsWithGroup(tx, order.bookingIds);
  const withGroup = booked.find((booking) => booking.bookingId === order.bookingIds[0]) ?? booked[0];
  if (!withGroup) return { scheduleText: null, attachments: [], calendarLinks: null };
  await queueDueGroupMessages({ db: tx, config, logger: services.logger }, { now, bookings: booked });
  return {
    scheduleText: familyScheduleText(withGroup),
    attachments: [await bookingCalendarFile(config, withGroup)],
    calendarLinks: bookingCalendarLinks(config, { ...withGroup, roomUrl: familyRoomUrl(config, withGroup) }),
  };
}
