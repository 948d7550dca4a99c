ALTER TABLE "waiting_list" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_seats" CHECK ("waiting_list"."seats" between 1 and 4);--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_seats" CHECK ("waitlist_offers"."seats" between 1 and 4);