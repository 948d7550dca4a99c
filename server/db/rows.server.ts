import type { bookings, discountCodes, invoices, users, workshops } from "./schema.server.ts";

/*
 * The rows of the tables, as Drizzle infers them from schema.server.ts: a column added, renamed or
 * made nullable there changes these types, and every function that names them, at once. A type
 * that carries table columns is written as a Pick of one of these, never as a copy; add the row type
 * of another table here when a function first needs it.
 */
export type Workshop = typeof workshops.$inferSelect;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type User = typeof users.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
