import { randomInt } from "node:crypto";

/** 'TW-' and 6 digits (docs/product/booking-and-payment.md#booking-reference); uniqueness is the bookings table's constraint. */
export function newBookingReference() {
  return `TW-${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}
