ALTER TABLE "bookings" DROP CONSTRAINT "bookings_checkout_session_unique";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_seat" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checkout_session_seat_unique" UNIQUE("checkout_session_id","order_seat");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_seat" CHECK ("bookings"."order_seat" between 1 and 4);--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_seats" CHECK ("checkout_sessions"."seats" between 1 and 4);