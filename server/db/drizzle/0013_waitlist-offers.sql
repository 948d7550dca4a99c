CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"waiting_list_id" uuid,
	"workshop_id" text NOT NULL,
	"group_id" text,
	"parent_email" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"cause" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_token_unique" UNIQUE("token"),
	CONSTRAINT "waitlist_offers_cause_unique" UNIQUE("cause"),
	CONSTRAINT "waitlist_offers_status" CHECK (status in ('offered', 'claimed', 'expired', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_kind";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "waitlist_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_waiting_list_id_waiting_list_id_fk" FOREIGN KEY ("waiting_list_id") REFERENCES "public"."waiting_list"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_hold_id_checkout_sessions_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_offers_live_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("waiting_list_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_workshop_email_idx" ON "waitlist_offers" USING btree ("workshop_id","parent_email");--> statement-breakpoint
CREATE INDEX "checkout_sessions_waitlist_offer_idx" ON "checkout_sessions" USING btree ("waitlist_offer_id") WHERE "checkout_sessions"."waitlist_offer_id" is not null;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_kind" CHECK (kind in ('checkout', 'payment_intent', 'waitlist_offer'));