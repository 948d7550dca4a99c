import type {
  auditLog,
  bookings,
  checkoutSessions,
  discountCodes,
  emailOutbox,
  newsletterSubscribers,
  pageContent,
  scheduleOptions,
  testProviderPayments,
  users,
  waitingList,
  workshops,
} from "./schema.server.ts";

/*
 * The rows of the tables, as Drizzle infers them from schema.server.ts: a column added, renamed or
 * made nullable there changes these types, and every function that names them, at once. A type
 * that carries table columns is written as a Pick of one of these, never as a copy.
 */
export type Workshop = typeof workshops.$inferSelect;
export type NewWorkshop = typeof workshops.$inferInsert;
export type ScheduleOption = typeof scheduleOptions.$inferSelect;
export type NewScheduleOption = typeof scheduleOptions.$inferInsert;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type NewDiscountCode = typeof discountCodes.$inferInsert;
export type CheckoutSession = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type TestProviderPayment = typeof testProviderPayments.$inferSelect;
export type WaitingListEntry = typeof waitingList.$inferSelect;
export type NewWaitingListEntry = typeof waitingList.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type PageContent = typeof pageContent.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type User = typeof users.$inferSelect;
