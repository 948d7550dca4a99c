import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ATTENDANCE_STATUSES,
  BOOKING_STATUSES,
  CHECKOUT_KINDS,
  CHECKOUT_STATUSES,
  DISCOUNT_TYPES,
  INVOICE_KINDS,
  OUTBOX_STATUSES,
  REFUND_STATUSES,
  SMALL_GROUP_DECISIONS,
  CLOSURE_OFFER_RESOLUTIONS,
  WAITLIST_OFFER_STATUSES,
  TEST_PAYMENT_KINDS,
} from "#shared/stored-values.ts";

import { REVIEW_STATUSES } from "#shared/reviews.ts";
import type { InvoiceContent } from "#shared/invoice-content.ts";
import type { WorkshopTranslation } from "#shared/workshop-texts.ts";
import { LANGUAGES } from "#shared/language.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** 244 random bits from the core's CSPRNG, hex-encoded (no pgcrypto needed). */
const randomToken = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/**
 * The language the family used when it acted (the page's language): its messages, files and pages
 * follow it (docs/product/languages-and-texts.md#the-familys-language).
 */
const familyLanguage = () => text("language", { enum: LANGUAGES }).notNull().default("en");

/* ----------------------------------------------------------------------------
 * Catalogue
 * ------------------------------------------------------------------------- */

export const workshops = pgTable(
  "workshops",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    description: text("description").notNull(),
    /** Euro cents. */
    price: integer("price").notNull(),
    duration: text("duration").notNull(),
    sessions: text("sessions").notNull().default(""),
    groupSize: text("group_size").notNull().default("4-6 teens"),
    ageMin: integer("age_min").notNull().default(10),
    ageMax: integer("age_max").notNull().default(16),
    icon: text("icon").notNull().default("sparkles"),
    sortOrder: integer("sort_order").notNull().default(0),
    maxSeats: integer("max_seats").notNull(),
    /** Fewer teens booked than this a few days before a group starts: the administrator decides (docs/product/groups.md#groups-too-small-to-run). */
    minTeens: integer("min_teens").notNull().default(3),
    bookedSeats: integer("booked_seats").notNull().default(0),
    nextStart: date("next_start", { mode: "string" }),
    highlights: text("highlights")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The French versions of the texts above, which are English; a text left out shows in English
     * (shared/workshop-texts.ts).
     */
    frenchTexts: jsonb("french_texts").$type<WorkshopTranslation>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("workshops_price_non_negative", sql`${t.price} >= 0`),
    check("workshops_max_seats_non_negative", sql`${t.maxSeats} >= 0`),
    check("workshops_booked_seats_non_negative", sql`${t.bookedSeats} >= 0`),
    check("workshops_within_capacity", sql`${t.bookedSeats} <= ${t.maxSeats}`),
    check("workshops_age_range", sql`${t.ageMin} > 0 and ${t.ageMin} <= ${t.ageMax}`),
    check("workshops_min_teens_positive", sql`${t.minTeens} >= 1`),
  ],
);

/**
 * Groups: the dated cohorts a workshop is sold by (docs/product/groups-and-delivery.md#groups). Times are
 * a weekday and a wall-clock start time in the group's own IANA time zone; the session dates follow
 * from the first session date (shared/group-schedule.ts). `date_range` and `time_text` are the texts
 * parents see when set (the productivity workshop's seeded groups keep theirs); empty, they are derived.
 */
export const workshopGroups = pgTable(
  "workshop_groups",
  {
    id: text("id").primaryKey(),
    workshopId: text("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    dateRange: text("date_range").notNull().default(""),
    timeText: text("time_text").notNull().default(""),
    capacity: integer("capacity").notNull(),
    bookedSeats: integer("booked_seats").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    /** False hides the group from parents (the workshop dialog's switch); `closed_at` is the editor's close. */
    isActive: boolean("is_active").notNull().default(true),
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** ISO weekday: 1 = Monday ... 7 = Sunday. */
    weekday: integer("weekday").notNull(),
    /** 'HH:MM', 24-hour, wall-clock time in `time_zone`. */
    startTime: text("start_time").notNull(),
    firstSessionDate: date("first_session_date", { mode: "string" }).notNull(),
    sessionCount: integer("session_count").notNull(),
    sessionMinutes: integer("session_minutes").notNull(),
    /** Only administrators and this group's families ever see it. */
    videoUrl: text("video_url"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * An administrator's decision on a group below its workshop's minimum (docs/product/groups.md#groups-too-small-to-run):
     * 'kept' runs it as it is; 'closed' closed it and offered its families a move or a full refund.
     */
    smallGroupDecision: text("small_group_decision", { enum: SMALL_GROUP_DECISIONS }),
    smallGroupDecidedAt: timestamp("small_group_decided_at", { withTimezone: true }),
    /** Raised at each change of time or link families are told of: the calendar file's SEQUENCE. */
    scheduleVersion: integer("schedule_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("workshop_groups_capacity_non_negative", sql`${t.capacity} >= 0`),
    check("workshop_groups_booked_seats_non_negative", sql`${t.bookedSeats} >= 0`),
    check("workshop_groups_within_capacity", sql`${t.bookedSeats} <= ${t.capacity}`),
    check("workshop_groups_weekday", sql`${t.weekday} between 1 and 7`),
    check("workshop_groups_start_time", sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("workshop_groups_sessions_positive", sql`${t.sessionCount} > 0 and ${t.sessionMinutes} > 0`),
    check("workshop_groups_video_https", sql`${t.videoUrl} is null or ${t.videoUrl} like 'https://%'`),
    check(
      "workshop_groups_small_group_decision",
      sql`${t.smallGroupDecision} is null or ${inList("small_group_decision", SMALL_GROUP_DECISIONS)}`,
    ),
    index("workshop_groups_workshop_idx").on(t.workshopId),
  ],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    discountType: text("discount_type", { enum: DISCOUNT_TYPES }).notNull().default("percentage"),
    /** A percentage (1-100) or, for fixed codes, euro cents. */
    discountValue: integer("discount_value").notNull(),
    minAmount: integer("min_amount"),
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("discount_codes_type", inList("discount_type", DISCOUNT_TYPES)),
    check("discount_codes_value_positive", sql`${t.discountValue} > 0`),
    check(
      "discount_codes_percentage_max",
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 100`,
    ),
    check("discount_codes_min_amount_non_negative", sql`${t.minAmount} is null or ${t.minAmount} >= 0`),
    check("discount_codes_max_uses_positive", sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check("discount_codes_used_count_non_negative", sql`${t.usedCount} >= 0`),
    check("discount_codes_used_within_max", sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    // Parents type codes in any case (findDiscountCode compares upper-cased), so 'teen20' and 'TEEN20' are one code.
    uniqueIndex("discount_codes_code_unique").on(sql`upper(${t.code})`),
  ],
);

/* ----------------------------------------------------------------------------
 * Payments, seat holds and bookings
 * ------------------------------------------------------------------------- */

/**
 * One row per hosted checkout session or payment intent. While `status` is
 * 'open' and `hold_expires_at` is in the future, the row holds a seat (and a
 * use of its discount code).
 */
export const seatHolds = pgTable(
  "seat_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: CHECKOUT_KINDS }).notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").unique("seat_holds_provider_payment_id_unique"),
    clientSecret: text("client_secret"),
    workshopId: text("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "restrict" }),
    /** Null: the booking waits for a group (docs/product/groups-and-delivery.md#workshops-without-a-group). */
    groupId: text("group_id").references(() => workshopGroups.id, { onDelete: "restrict" }),
    discountCodeId: uuid("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("open"),
    currency: text("currency").notNull().default("eur"),
    subtotal: integer("subtotal").notNull(),
    discountAmount: integer("discount_amount").notNull().default(0),
    amountTotal: integer("amount_total").notNull(),
    customerEmail: text("customer_email").notNull(),
    /** The address that started it: live holds are capped per address (server/seats/holds.server.ts). */
    clientIp: text("client_ip"),
    /** The registration form and display data, as flat text metadata (server/bookings/booking-details.server.ts). */
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    /**
     * Set on a payment started from a waiting-list offer: it rides on the offer's own hold and
     * counts no seat of its own (docs/decisions/017-waiting-list-offers.md).
     */
    waitlistOfferId: uuid("waitlist_offer_id"),
    /**
     * The seats this hold takes in its group, one per teen of the order, all or none
     * (docs/decisions/026-orders-for-several-teens.md); a payment riding on an offer takes none of its own.
     */
    seats: integer("seats").notNull().default(1),
    /** The terms of sale the family accepted (their version, a date) and when (docs/product/legal.md#terms-of-sale). */
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /**
     * When the family asked for the workshop to start within its withdrawal period (L221-25); null
     * when it did not, or was not asked (docs/product/after-sale-and-refunds.md#withdrawal).
     */
    expressRequestAt: timestamp("express_request_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seat_holds_seats", sql`${t.seats} between 1 and 4`),
    index("seat_holds_waitlist_offer_idx")
      .on(t.waitlistOfferId)
      .where(sql`${t.waitlistOfferId} is not null`),
    check("seat_holds_kind", inList("kind", CHECKOUT_KINDS)),
    check("seat_holds_status", inList("status", CHECKOUT_STATUSES)),
    check(
      "seat_holds_amounts_non_negative",
      sql`${t.subtotal} >= 0 and ${t.discountAmount} >= 0 and ${t.amountTotal} >= 0`,
    ),
    index("seat_holds_hold_idx").on(t.workshopId, t.status, t.holdExpiresAt),
    index("seat_holds_group_hold_idx").on(t.groupId, t.status, t.holdExpiresAt),
    // The seat counts' own indexes (seatsHeldWhere, codeUsesHeld: server/seats/seats.server.ts): each
    // holds only the rows one count reads, which a plan made on a few rows still prefers; without them
    // the generic plans of a fast-growing table summed a workshop's seats by reading every open hold
    // (docs/decisions/022-benchmarks-and-memory.md, tests/integration/seat-count-plans.test.ts).
    index("seat_holds_workshop_seats_idx")
      .on(t.workshopId, t.holdExpiresAt)
      .where(sql`${t.status} = 'open' and ${t.groupId} is null and ${t.waitlistOfferId} is null`),
    index("seat_holds_group_seats_idx")
      .on(t.groupId, t.holdExpiresAt)
      .where(sql`${t.status} = 'open' and ${t.groupId} is not null and ${t.waitlistOfferId} is null`),
    index("seat_holds_code_open_idx")
      .on(t.discountCodeId, t.holdExpiresAt)
      .where(sql`${t.status} = 'open' and ${t.discountCodeId} is not null`),
    // The family's counts (familyHoldCounts, server/seats/holds.server.ts), likewise: the address's
    // index cannot serve the e-mail's count nor the other way round, since each one's condition
    // implies only its own index's "is not null".
    index("seat_holds_client_ip_open_idx")
      .on(t.clientIp, t.holdExpiresAt)
      .where(sql`${t.status} = 'open' and ${t.clientIp} is not null`),
    index("seat_holds_email_open_idx")
      .on(sql`lower(${t.customerEmail})`, t.holdExpiresAt)
      .where(sql`${t.status} = 'open' and ${t.customerEmail} is not null`),
  ],
);

/**
 * A booking form sent but not yet paid (docs/decisions/030-booking-pages-from-the-server.md): what
 * the family typed, found again by its secret token (kept in a cookie of the family's browser) so
 * the payment and confirmation pages load from the server. It holds no seat; it lives a short time
 * and the retention job deletes it with its teens' details once expired.
 */
export const draftOrders = pgTable(
  "draft_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().default(randomToken).unique("draft_orders_token_unique"),
    workshopId: text("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    /** The form's fields as sent (teens, parent, code, group, offer token), checked by the shared schema. */
    formData: jsonb("form_data").$type<Record<string, string>>().notNull(),
    language: familyLanguage(),
    /** The payment last started from it (the provider's id): its bookings are the confirmation page's. */
    paymentIntentId: text("payment_intent_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("draft_orders_expires_idx").on(t.expiresAt)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique("bookings_reference_unique"),
    workshopId: text("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "restrict" }),
    /** Null: the booking waits for a group (docs/product/groups-and-delivery.md#workshops-without-a-group). */
    groupId: text("group_id").references(() => workshopGroups.id, { onDelete: "restrict" }),
    /** The order (the hold and its payment) this teen was booked in; several teens may share one. */
    holdId: uuid("hold_id").references(() => seatHolds.id, {
      onDelete: "restrict",
    }),
    /** The teen's place in its order, from 1: one booking per seat (docs/decisions/026-orders-for-several-teens.md). */
    orderSeat: integer("order_seat").notNull().default(1),
    parentFirstName: text("parent_first_name").notNull(),
    parentLastName: text("parent_last_name").notNull().default(""),
    parentEmail: text("parent_email").notNull(),
    parentPhone: text("parent_phone"),
    teenFirstName: text("teen_first_name").notNull(),
    teenLastName: text("teen_last_name").notNull().default(""),
    /** Null once the teen's details are erased (docs/product/childrens-data.md#retention). */
    teenAge: integer("teen_age"),
    amountPaid: integer("amount_paid").notNull().default(0),
    discountAmount: integer("discount_amount").default(0),
    discountCode: text("discount_code"),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    hearAboutUs: text("hear_about_us"),
    specialRequests: text("special_requests"),
    /** Secret that grants access to the booking's receipt. */
    receiptToken: text("receipt_token")
      .notNull()
      .default(randomToken)
      .unique("bookings_receipt_token_unique"),
    /** When it became 'cancelled': the retention clock for the teen's details starts here. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the teen's names, age and special requests were erased (by the retention job or by hand). */
    teenDetailsErasedAt: timestamp("teen_details_erased_at", { withTimezone: true }),
    /** The terms of sale the family accepted (their version, a date) and when (docs/product/legal.md#terms-of-sale). */
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /**
     * When the family asked for the workshop to start within its withdrawal period (L221-25); null
     * when it did not, or was not asked (docs/product/after-sale-and-refunds.md#withdrawal).
     */
    expressRequestAt: timestamp("express_request_at", { withTimezone: true }),
    /**
     * Added to its group's schedule version to make the SEQUENCE of the booking's calendar event:
     * raised at each change of group, so the number only goes up and a calendar replaces the old
     * series with the new one (docs/product/groups-and-delivery.md#calendar-files).
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    language: familyLanguage(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_status", inList("status", BOOKING_STATUSES)),
    check("bookings_language", inList("language", LANGUAGES)),
    check("bookings_amount_paid_non_negative", sql`${t.amountPaid} >= 0`),
    check("bookings_discount_non_negative", sql`${t.discountAmount} is null or ${t.discountAmount} >= 0`),
    check("bookings_teen_age", sql`${t.teenAge} between 1 and 120`),
    check("bookings_order_seat", sql`${t.orderSeat} between 1 and 4`),
    unique("bookings_hold_seat_unique").on(t.holdId, t.orderSeat),
    index("bookings_created_at_idx").on(t.createdAt),
    index("bookings_workshop_idx").on(t.workshopId),
    index("bookings_group_idx").on(t.groupId),
    index("bookings_status_created_idx").on(t.status, t.createdAt),
    // The back-office list: pages by (created_at, id), searches by name or e-mail (pg_trgm), accents
    // ignored (immutable_unaccent, migration 0005, the expression server/db/list-sql.server.ts searches).
    index("bookings_created_id_idx").on(t.createdAt, t.id),
    index("bookings_status_created_id_idx").on(t.status, t.createdAt, t.id),
    index("bookings_parent_name_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(parent_first_name || ' ' || parent_last_name) gin_trgm_ops`,
    ),
    index("bookings_teen_name_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(teen_first_name || ' ' || teen_last_name) gin_trgm_ops`,
    ),
    index("bookings_parent_email_trgm_idx").using("gin", sql`immutable_unaccent(parent_email) gin_trgm_ops`),
  ],
);

/**
 * Money given back for a booking (docs/product/privacy-and-refunds.md#refunds). The row is written in
 * the transaction that cancels the booking; the provider is called after commit with the row's id as
 * idempotency key, so a retry never refunds twice. At most one live refund per booking.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Euro cents, at most what the booking paid. */
    amount: integer("amount").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull(),
    /** The payment the money goes back to (pi_...), found when the provider is first called. */
    paymentIntentId: text("payment_intent_id"),
    providerRefundId: text("provider_refund_id"),
    /**
     * The key the next provider call sends: the row's id, so a retry after a lost answer is the same
     * refund; changed only after the provider said no (which it would otherwise answer again).
     */
    idempotencyKey: text("idempotency_key").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's last refusal, for the back-office (never a family's details). */
    lastError: text("last_error"),
    /** The administrator who made or decided it; null for a family's own request. */
    decidedBy: text("decided_by"),
    /**
     * What the family wrote with its guarantee request (at most 1,000 characters). It may name the
     * teen: erased with the teen's details (docs/product/childrens-data.md#retention).
     */
    requestReason: text("request_reason"),
    /** The language of the family's request, which its answers follow. */
    language: familyLanguage(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refunds_status", inList("status", REFUND_STATUSES)),
    check("refunds_language", inList("language", LANGUAGES)),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
    check("refunds_attempts_non_negative", sql`${t.attempts} >= 0`),
    // Two administrators refunding at once: the second insert fails, so one booking is refunded once.
    uniqueIndex("refunds_one_live_per_booking")
      .on(t.bookingId)
      .where(sql`${t.status} <> 'declined'`),
    index("refunds_status_idx").on(t.status, t.updatedAt),
  ],
);

/**
 * Invoices and credit notes (docs/product/legal.md#invoices-and-credit-notes): issued in the
 * transaction that confirms the payment or records the refund, numbered from `documentCounters`,
 * never changed, kept ten years. They hold the parent's name, never the teen's.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    /** F2026-000001 (invoice) or A2026-000001 (credit note). */
    number: text("number").notNull().unique("invoices_number_unique"),
    // Bookings are never deleted by the product; the cascades let a test clean up its own rows, and
    // the migration's trigger still refuses any direct change or deletion of a document.
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** A credit note: the invoice it corrects. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => invoices.id, { onDelete: "cascade" }),
    /** A credit note: the refund it records (one credit note per refund). */
    refundId: uuid("refund_id")
      .references(() => refunds.id, { onDelete: "cascade" })
      .unique("invoices_refund_unique"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    /** What was sold: the lines, the seller as configured when issued, dates and payment. */
    content: jsonb("content").$type<InvoiceContent>().notNull(),
    /** Euro cents, all taxes included; a credit note's total is what it gives back (positive). */
    total: integer("total").notNull(),
    /** The language of its PDF (the family's). */
    language: text("language").notNull().default("en"),
    /** A random secret for its PDF link, separate from the booking page's token. */
    token: text("token").notNull().default(randomToken).unique("invoices_token_unique"),
  },
  (t) => [
    check("invoices_kind", inList("kind", INVOICE_KINDS)),
    check("invoices_total_non_negative", sql`${t.total} >= 0`),
    index("invoices_booking_idx").on(t.bookingId),
    index("invoices_issued_idx").on(t.issuedAt, t.id),
  ],
);

/** The last number of each annual series of invoices (F) and credit notes (A). */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** Provider events already handled, so that a replayed webhook does nothing. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test payment provider's own records (server/payments/test-provider.server.ts): what Stripe
 * keeps on its side for a Checkout Session or a PaymentIntent. Only used without STRIPE_SECRET_KEY.
 */
export const testProviderPayments = pgTable(
  "test_provider_payments",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: TEST_PAYMENT_KINDS }).notNull(),
    /** Stripe's status words: open/complete/expired, or requires_payment_method/succeeded/canceled. */
    status: text("status").notNull(),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("eur"),
    customerEmail: text("customer_email"),
    description: text("description").notNull().default(""),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    successUrl: text("success_url"),
    cancelUrl: text("cancel_url"),
    clientSecret: text("client_secret"),
    /** The payment behind a paid checkout session (refunds go to it). */
    paymentIntentId: text("payment_intent_id"),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    idempotencyKey: text("idempotency_key").unique("test_provider_payments_idempotency_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("test_provider_payments_kind", inList("kind", TEST_PAYMENT_KINDS))],
);

/** The test provider's refunds, one per idempotency key (Stripe replays a known key's answer). */
export const testProviderRefunds = pgTable(
  "test_provider_refunds",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    id: text("id").notNull(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => testProviderPayments.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("test_provider_refunds_amount_positive", sql`${t.amount} > 0`)],
);

/* ----------------------------------------------------------------------------
 * Interest: waiting list and newsletter
 * ------------------------------------------------------------------------- */

export const waitingList = pgTable(
  "waiting_list",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workshopId: text("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    parentEmail: text("parent_email").notNull(),
    parentFirstName: text("parent_first_name").notNull().default(""),
    parentLastName: text("parent_last_name").notNull().default(""),
    teenFirstName: text("teen_first_name").notNull().default(""),
    teenLastName: text("teen_last_name").notNull().default(""),
    /** Null when the family did not say (the public interest form asks only for an e-mail). */
    teenAge: integer("teen_age"),
    hearAboutUs: text("hear_about_us").notNull().default("website"),
    specialRequests: text("special_requests"),
    /**
     * How many teens the family wants seated together (1 to 4): an offer is made only when that
     * many seats are free in one group, and holds them all.
     */
    seats: integer("seats").notNull().default(1),
    createdAt: createdAt(),
    language: familyLanguage(),
  },
  (t) => [
    check("waiting_list_seats", sql`${t.seats} between 1 and 4`),
    unique("waiting_list_workshop_email_unique").on(t.workshopId, t.parentEmail),
    check("waiting_list_email_lowercase", sql`${t.parentEmail} = lower(${t.parentEmail})`),
    check("waiting_list_language", inList("language", LANGUAGES)),
    check("waiting_list_teen_age", sql`${t.teenAge} between 1 and 120`),
    index("waiting_list_created_at_idx").on(t.createdAt),
    // The back-office search, as the bookings' (the expressions server/waitlist/admin-waitlist.server.ts
    // searches): without them each search unaccents every entry's names and e-mail.
    index("waiting_list_parent_name_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(parent_first_name || ' ' || parent_last_name) gin_trgm_ops`,
    ),
    index("waiting_list_teen_name_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(teen_first_name || ' ' || teen_last_name) gin_trgm_ops`,
    ),
    index("waiting_list_parent_email_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(parent_email) gin_trgm_ops`,
    ),
  ],
);

/**
 * A freed seat offered to one waiting-list family for a claim window
 * (docs/decisions/017-waiting-list-offers.md). The seat itself is held by `hold_id`, a
 * seat_holds row of kind 'waitlist_offer'. `cause` says what freed the seat (a cancelled
 * booking, an offer that passed on): unique, so a replay never makes a second offer.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The link's secret (more than 128 random bits). */
    token: text("token").notNull().default(randomToken).unique("waitlist_offers_token_unique"),
    /** Null once the entry is gone (the family booked, or 12 months passed). */
    waitingListId: uuid("waiting_list_id").references(() => waitingList.id, { onDelete: "set null" }),
    workshopId: text("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    groupId: text("group_id").references(() => workshopGroups.id, { onDelete: "cascade" }),
    parentEmail: text("parent_email").notNull(),
    holdId: uuid("hold_id")
      .notNull()
      .references(() => seatHolds.id, { onDelete: "cascade" }),
    status: text("status", { enum: WAITLIST_OFFER_STATUSES }).notNull().default("offered"),
    cause: text("cause").notNull().unique("waitlist_offers_cause_unique"),
    /** The seats the offer holds (its hold's `seats`): the claim books that many teens. */
    seats: integer("seats").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("waitlist_offers_status", inList("status", WAITLIST_OFFER_STATUSES)),
    check("waitlist_offers_seats", sql`${t.seats} between 1 and 4`),
    index("waitlist_offers_live_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'offered'`),
    index("waitlist_offers_entry_idx").on(t.waitingListId),
    index("waitlist_offers_workshop_email_idx").on(t.workshopId, t.parentEmail),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique("newsletter_subscribers_email_unique"),
    confirmed: boolean("confirmed").notNull().default(false),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    confirmToken: text("confirm_token")
      .notNull()
      .default(randomToken)
      .unique("newsletter_subscribers_confirm_token_unique"),
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(randomToken)
      .unique("newsletter_subscribers_unsubscribe_token_unique"),
    language: familyLanguage(),
  },
  (t) => [
    check("newsletter_subscribers_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("newsletter_subscribers_language", inList("language", LANGUAGES)),
    index("newsletter_subscribers_subscribed_at_idx").on(t.subscribedAt),
  ],
);

/**
 * A family's sign-in link to the page of all its bookings (docs/product/after-sale-and-refunds.md#family-page).
 * Only hashes are kept: of the e-mailed link's secret, and of the page's cookie once the link is used.
 * The link works once, before `expires_at`; the cookie until `session_expires_at`.
 */
export const familySignInLinks = pgTable(
  "family_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the link's secret. */
    tokenHash: text("token_hash").notNull().unique("family_sign_in_links_token_hash_unique"),
    /** The address whose bookings the page lists, lower-cased. */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** SHA-256 (hex) of the page cookie's secret, set when the link is used. */
    sessionHash: text("session_hash").unique("family_sign_in_links_session_hash_unique"),
    sessionExpiresAt: timestamp("session_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    language: familyLanguage(),
  },
  (t) => [
    check(
      "family_sign_in_links_session_with_use",
      sql`${t.sessionHash} is null or (${t.usedAt} is not null and ${t.sessionExpiresAt} is not null)`,
    ),
    index("family_sign_in_links_expires_idx").on(t.expiresAt),
    check("family_sign_in_links_language", inList("language", LANGUAGES)),
  ],
);

/* ----------------------------------------------------------------------------
 * Running the sessions: coaches, join links, attendance (docs/product/coaches-and-attendance.md)
 * ------------------------------------------------------------------------- */

/** The coaches an administrator put on a group: each sees only its groups' rosters. */
export const groupCoaches = pgTable(
  "group_coaches",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index("group_coaches_user_idx").on(t.userId)],
);

/**
 * A teen's personal door to a group's video room, `/join/{token}`: one per booking and group, made
 * by a trigger whenever a booking gets a group (migration 0022), so every path that seats a teen has
 * one. A move to another group makes a new one; the old one no longer opens (its group is not the
 * booking's).
 */
export const joinLinks = pgTable(
  "join_links",
  {
    token: text("token").primaryKey().default(randomToken),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("join_links_booking_group_unique").on(t.bookingId, t.groupId)],
);

/**
 * One teen at one session of a group: when the join link was first opened in the session's window,
 * and what the coach confirmed. Erased with the teen's details.
 */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    /** 0-based, in the group's order of sessions (shared/group-schedule.ts). */
    sessionIndex: integer("session_index").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    status: text("status", { enum: ATTENDANCE_STATUSES }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: text("confirmed_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.groupId, t.sessionIndex] }),
    check("session_attendance_status", sql`${t.status} is null or ${inList("status", ATTENDANCE_STATUSES)}`),
    check("session_attendance_session_index", sql`${t.sessionIndex} >= 0`),
    index("session_attendance_group_idx").on(t.groupId, t.sessionIndex),
  ],
);

/** A coach's private note about one session of a group (never shown to families). */
export const sessionNotes = pgTable(
  "session_notes",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    sessionIndex: integer("session_index").notNull(),
    note: text("note").notNull(),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.sessionIndex] }),
    check("session_notes_length", sql`char_length(${t.note}) <= 2000`),
  ],
);

/**
 * A family's review of a group it took part in (docs/product/reviews-and-certificates.md): one per
 * order and group, made when the request e-mail is queued (its token is the page's secret), filled
 * in by the parent, then approved or refused by an administrator. It holds no teen data: the writer
 * is the parent, named by first name and initial only.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().default(randomToken).unique("reviews_token_unique"),
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    /** The order asked: its checkout session's id, or the booking's own id when it has none. */
    orderKey: text("order_key").notNull(),
    /** The booking the request was written about (the order's first teen); its page links back. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    language: familyLanguage(),
    /** The parent's first name and initial ("Claire D."), as a published review shows it. */
    reviewerName: text("reviewer_name").notNull(),
    rating: integer("rating"),
    comment: text("comment"),
    /** The parent agreed to its publication on the site with the name above. */
    publishConsent: boolean("publish_consent").notNull().default(false),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("requested"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: text("moderated_by"),
    /** The page stops answering after this (an unanswered request is erased by the retention job). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("reviews_group_order_unique").on(t.groupId, t.orderKey),
    check("reviews_status", inList("status", REVIEW_STATUSES)),
    check("reviews_language", inList("language", LANGUAGES)),
    check("reviews_rating", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= 1000`),
    index("reviews_status_idx").on(t.status, t.submittedAt),
  ],
);

/**
 * One message an administrator or a group's coach wrote to all of the group's families, in English,
 * French or both (each family reads its language's version when there are two). Kept with the group:
 * shown on each family's booking page, sent through the outbox, named in the audit log.
 */
export const groupMessages = pgTable(
  "group_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id"),
    authorName: text("author_name").notNull(),
    subjectEn: text("subject_en"),
    bodyEn: text("body_en"),
    subjectFr: text("subject_fr"),
    bodyFr: text("body_fr"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "group_messages_one_language",
      sql`(${t.subjectEn} is not null and ${t.bodyEn} is not null) or (${t.subjectFr} is not null and ${t.bodyFr} is not null)`,
    ),
    index("group_messages_group_idx").on(t.groupId, t.createdAt),
  ],
);

/* ----------------------------------------------------------------------------
 * Editable content
 * ------------------------------------------------------------------------- */

export const pageContent = pgTable("page_content", {
  id: uuid("id").primaryKey().defaultRandom(),
  pageKey: text("page_key").notNull().unique("page_content_page_key_unique"),
  title: text("title").notNull().default(""),
  /** The English page's content. */
  content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
  /** The French page's content, of the same shape; a field left out shows the English one (server/content/home-content.server.ts). */
  contentFr: jsonb("content_fr").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * One row: a counter that every committed change to what the public pages show moves on (the
 * triggers of migration 0009). Each process compares it with the version of its cached public
 * pages (docs/decisions/015-public-page-cache-and-first-load.md).
 */
export const publicSiteVersion = pgTable(
  "public_site_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("public_site_version_single_row", sql`${t.id} = 1`)],
);

/* ----------------------------------------------------------------------------
 * Infrastructure: e-mail outbox, rate limits, audit trail
 * ------------------------------------------------------------------------- */

/**
 * A file sent with a message: its text kept with the row (a calendar file), or a stored invoice or
 * credit note, rendered when the message is sent (docs/product/legal.md#invoices-and-credit-notes).
 */
export type OutboxAttachment =
  { filename: string; content: string; contentType: string } | { invoiceId: string };

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Guarantees a message is queued once (e.g. 'booking-confirmation:<booking id>'). */
    dedupeKey: text("dedupe_key").unique("email_outbox_dedupe_key_unique"),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    textBody: text("text_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Text files sent with the message (the group's calendar file), kept with it for every retry. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_outbox_status", inList("status", OUTBOX_STATUSES)),
    check("email_outbox_attempts_non_negative", sql`${t.attempts} >= 0`),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_booking_idx").on(t.bookingId),
  ],
);

/** Fixed-window counters shared by every app process (newsletter, sign-in, reset). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    lastRequest: bigint("last_request", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("rate_limits_count_non_negative", sql`${t.count} >= 0`)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

/* ----------------------------------------------------------------------------
 * Better Auth (plural table names; see server/auth)
 * ------------------------------------------------------------------------- */

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique("users_email_unique"),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  /** Better Auth's two-factor plugin: TOTP confirmed (docs/product/accounts-and-back-office.md). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /**
   * An administrator's choice to receive the academy's notices (new bookings, cancellations, refund
   * requests) when NOTIFY_EMAIL is not set; on unless turned off in the back-office.
   */
  academyNotices: boolean("academy_notices").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique("sessions_token_unique"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    /** Set once the session passed the second factor; the back-office refuses an admin's session without it. */
    twoFactorVerified: boolean("two_factor_verified").notNull().default(false),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** An administrator's TOTP secret and backup codes, both encrypted by Better Auth with the auth secret. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** False between "enable" and the first correct code. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factors_user_idx").on(t.userId)],
);

/**
 * A family's choice after the academy closed its group for being too small
 * (docs/product/groups.md#groups-too-small-to-run): a move to another open group of the workshop,
 * or a full refund, until `deadline`; then the job refunds it. One row per booking and closed group;
 * `resolution` null while the family has not chosen.
 */
export const groupClosureOffers = pgTable(
  "group_closure_offers",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    groupId: text("group_id")
      .notNull()
      .references(() => workshopGroups.id, { onDelete: "cascade" }),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    resolution: text("resolution", { enum: CLOSURE_OFFER_RESOLUTIONS }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.groupId] }),
    check(
      "group_closure_offers_resolution",
      sql`${t.resolution} is null or ${inList("resolution", CLOSURE_OFFER_RESOLUTIONS)}`,
    ),
    index("group_closure_offers_pending_idx")
      .on(t.deadline)
      .where(sql`${t.resolution} is null`),
  ],
);
