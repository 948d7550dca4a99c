import { m } from "./i18n/messages.ts";
import type { GroupSchedule } from "./group-schedule.ts";
import type { Language } from "./language.ts";
import type { BookingStatus } from "./stored-values.ts";

/** A group the booking could move to, as the page lists it (docs/product/after-sale-and-refunds.md#booking-page). */
export type SwitchableGroup = { id: string; schedule: GroupSchedule; free: number };

/** What a booking's own page shows: never the teen's details, only what the family needs to manage it. */
export type BookingPageView = {
  reference: string;
  status: BookingStatus;
  workshopTitle: string;
  amountPaid: number;
  discountAmount: number;
  discountCode: string | null;
  /** Null while the booking waits for a group. */
  group: { schedule: GroupSchedule; started: boolean; ended: boolean } | null;
  /**
   * The teen's join link (a path: /join/{token}), once the delivery outbox has sent it to the family;
   * never the room's raw link (docs/product/coaches-and-attendance.md#join-links).
   */
  joinPath: string | null;
  /** What the academy or the coach wrote to the group's families, newest first, in the family's language. */
  messages: { id: string; sentAt: string; subject: string; body: string }[];
  /** The sessions held so far and how many the teen attended; null without a group. */
  attendance: { held: number; attended: number } | null;
  teenDetailsErased: boolean;
  /** Whether the teen's details may be erased now (cancelled, or the group has ended). */
  canErase: boolean;
  /** The other teens booked in the same payment, each with their own page (empty when alone). */
  orderTeens: { firstName: string; reference: string; cancelled: boolean; token: string }[];
  /** Why the page offers no group change, or the groups it offers. */
  switching: { ok: true; groups: SwitchableGroup[] } | { ok: false; reason: SwitchRefusal };
};

/** Why a booking cannot move to a group: the page shows the reason in plain words. */
export type SwitchRefusal =
  | "not_found"
  | "cancelled"
  | "not_confirmed"
  | "unassigned"
  | "started"
  | "same_group"
  | "other_workshop"
  | "target_closed"
  | "target_started"
  | "full";

export type SwitchOutcome = { ok: true; groupId: string } | { ok: false; reason: SwitchRefusal };

export type EraseOutcome =
  { ok: true } | { ok: false; reason: "not_found" | "already_erased" | "still_live" };

/** The page's answers to the family's actions, in the page's language. */
export function bookingPageTexts(language: Language) {
  const locale = { locale: language };
  return {
    notFound: m.booking_page_not_found({}, locale),
    erased: m.booking_page_erased({}, locale),
    erase: {
      not_found: m.booking_page_not_found({}, locale),
      already_erased: m.booking_page_already_erased({}, locale),
      still_live: m.booking_page_erase_refused({}, locale),
    } satisfies Record<Exclude<EraseOutcome, { ok: true }>["reason"], string>,
    switched: m.booking_page_switched({}, locale),
    chooseGroup: m.booking_page_switch_choose({}, locale),
    switch: {
      not_found: m.booking_page_not_found({}, locale),
      cancelled: m.booking_page_switch_cancelled({}, locale),
      not_confirmed: m.booking_page_switch_not_confirmed({}, locale),
      unassigned: m.booking_page_switch_unassigned({}, locale),
      started: m.booking_page_switch_started({}, locale),
      same_group: m.booking_page_switch_same_group({}, locale),
      other_workshop: m.booking_page_switch_other_workshop({}, locale),
      target_closed: m.booking_page_switch_target_closed({}, locale),
      target_started: m.booking_page_switch_target_started({}, locale),
      full: m.booking_page_switch_full({}, locale),
    } satisfies Record<SwitchRefusal, string>,
    linksSent: m.booking_links_sent({}, locale),
  };
}
