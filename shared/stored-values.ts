/**
 * The values that the database's enumerated text columns hold. The schema's CHECK constraints, the
 * server's rules and the pages' filters all read them from here, so each list exists once.
 */
export const BOOKING_STATUSES = ["confirmed", "cancelled", "pending"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
/**
 * `waitlist_offer`: the seat a waiting-list offer holds for a family during its claim window
 * (docs/decisions/017-waiting-list-offers.md); no provider ever sees it.
 */
export const CHECKOUT_KINDS = ["checkout", "payment_intent", "waitlist_offer"] as const;
/** `refunding`: a late payment whose refund is owed and not yet confirmed by the provider (server/bookings/after-fulfilment.server.ts). */
export const CHECKOUT_STATUSES = [
  "open",
  "completed",
  "expired",
  "failed",
  "cancelled",
  "refunding",
  "refunded",
] as const;
/**
 * A waiting-list offer's life (docs/product/waiting-list-and-newsletter.md#when-a-place-opens):
 * `offered` while its claim window runs, then `claimed` (the family booked), `expired` (the window
 * ended) or `declined` (the family said they no longer need the place).
 */
export const WAITLIST_OFFER_STATUSES = ["offered", "claimed", "expired", "declined"] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];
/** What a coach (or an administrator) confirmed of a teen at one session (docs/product/coaches-and-attendance.md). */
export const ATTENDANCE_STATUSES = ["present", "absent"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The roles of an account: a coach sees only its groups; an administrator everything (users.role). */
export const COACH_ROLE = "coach";

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export const TEST_PAYMENT_KINDS = ["checkout_session", "payment_intent"] as const;

/**
 * A refund's life (docs/product/privacy-and-refunds.md#refunds): `requested` by a family and waiting
 * for an administrator, who `declined` it or accepted it; an accepted or administrator's refund is
 * `pending` until the provider takes it (`refunded`), or `failed` (retried by a job).
 */
/** An invoice, or the credit note that corrects one (docs/product/legal.md#invoices-and-credit-notes). */
export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const REFUND_STATUSES = ["requested", "declined", "pending", "refunded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * 'How did you hear about us?': the booking form's answers, and 'website' for the waiting list.
 * Stored as these codes; each page shows the label of its language (shared/hear-about-us.ts).
 */
export const HEAR_ABOUT_US = [
  "search_engine",
  "social_media",
  "friend_or_family",
  "school_or_teacher",
  "newsletter",
  "other",
] as const;
export type HearAboutUs = (typeof HEAR_ABOUT_US)[number] | "website";

/** A subscriber's status is derived (shared/admin/statuses.ts), not stored; the filter offers these. */
export const SUBSCRIBER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The editable content sections: one row each in `page_content`. */
export const PAGE_KEYS = [
  "home_hero",
  "home_benefits",
  "home_testimonials",
  "workshops_intro",
  "about_us",
  "contact",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** An administrator's decision on a group below its workshop's minimum (docs/product/groups.md#groups-too-small-to-run). */
export const SMALL_GROUP_DECISIONS = ["kept", "closed"] as const;
export type SmallGroupDecision = (typeof SMALL_GROUP_DECISIONS)[number];
/**
 * How a family's choice after its group closed ended: `moved` to another group, `refunded` in full
 * (by the family or, after the deadline, by the job), `unrefunded` when the job could not refund it
 * through the site (a booking paid off the site: the academy refunds it by hand).
 */
export const CLOSURE_OFFER_RESOLUTIONS = ["moved", "refunded", "unrefunded"] as const;
export type ClosureOfferResolution = (typeof CLOSURE_OFFER_RESOLUTIONS)[number];
