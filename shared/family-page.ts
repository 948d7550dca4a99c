import type { GroupSchedule } from "./group-schedule.ts";
import type { BookingStatus } from "./stored-values.ts";

/** How long an e-mailed sign-in link works, once, after it is sent. */
export const FAMILY_LINK_MINUTES = 30;
/** How long the family page stays open after its link was used (a reload needs no new link). */
export const FAMILY_SESSION_MINUTES = 30;

/** An invoice or credit note of a booking, as the family page links to its PDF. */
export type FamilyDocument = { kind: "invoice" | "credit_note"; number: string; token: string };

/**
 * One booking as the family page lists it (docs/product/after-sale-and-refunds.md#family-page): what the
 * family recognises it by, and the links to its own page and documents. Of the teen, the first name only.
 */
export type FamilyBooking = {
  reference: string;
  status: BookingStatus;
  workshopTitle: string;
  /** Null once the teen's details are erased. */
  teenFirstName: string | null;
  /** The booking page's secret. */
  token: string;
  /** Null while the booking waits for a group. */
  schedule: GroupSchedule | null;
  /** Cancelled, or its group's last session is over. */
  past: boolean;
  /**
   * The academy closed the booking's group and waits for the family's choice (another group or a full
   * refund, on the booking's page) until `deadline`, an instant shown in the group's time zone; null
   * otherwise.
   */
  closure: { deadline: string; timeZone: string } | null;
  documents: FamilyDocument[];
  /**
   * The order's first booking reference when this teen was booked with brothers or sisters in one
   * payment (the page groups them together); null for a teen booked alone.
   */
  order: string | null;
};
