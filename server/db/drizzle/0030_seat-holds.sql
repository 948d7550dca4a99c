-- A hold is a hold (README, "Glossary"): the table of seat holds was named after the provider's
-- checkout sessions, its provider column after them too, and a booking's link to its hold as well.
-- Renames only: every row, live hold and booking keeps its data, ids and links.
ALTER TABLE "checkout_sessions" RENAME TO "seat_holds";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_pkey" TO "seat_holds_pkey";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME COLUMN "provider_session_id" TO "provider_payment_id";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_provider_id_unique" TO "seat_holds_provider_payment_id_unique";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_kind" TO "seat_holds_kind";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_status" TO "seat_holds_status";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_seats" TO "seat_holds_seats";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_amounts_non_negative" TO "seat_holds_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_workshop_id_workshops_id_fk" TO "seat_holds_workshop_id_workshops_id_fk";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_group_id_workshop_groups_id_fk" TO "seat_holds_group_id_workshop_groups_id_fk";--> statement-breakpoint
ALTER TABLE "seat_holds" RENAME CONSTRAINT "checkout_sessions_discount_code_id_discount_codes_id_fk" TO "seat_holds_discount_code_id_discount_codes_id_fk";--> statement-breakpoint
ALTER INDEX "checkout_sessions_hold_idx" RENAME TO "seat_holds_hold_idx";--> statement-breakpoint
ALTER INDEX "checkout_sessions_group_hold_idx" RENAME TO "seat_holds_group_hold_idx";--> statement-breakpoint
ALTER INDEX "checkout_sessions_client_ip_open_idx" RENAME TO "seat_holds_client_ip_open_idx";--> statement-breakpoint
ALTER INDEX "checkout_sessions_email_open_idx" RENAME TO "seat_holds_email_open_idx";--> statement-breakpoint
ALTER INDEX "checkout_sessions_waitlist_offer_idx" RENAME TO "seat_holds_waitlist_offer_idx";--> statement-breakpoint
ALTER TRIGGER "checkout_sessions_public_site_changed" ON "seat_holds" RENAME TO "seat_holds_public_site_changed";--> statement-breakpoint
ALTER TABLE "waitlist_offers" RENAME CONSTRAINT "waitlist_offers_hold_id_checkout_sessions_id_fk" TO "waitlist_offers_hold_id_seat_holds_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "checkout_session_id" TO "hold_id";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "bookings_checkout_session_id_checkout_sessions_id_fk" TO "bookings_hold_id_seat_holds_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "bookings_checkout_session_seat_unique" TO "bookings_hold_seat_unique";
