ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_sign_in_links" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language" CHECK (language in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "family_sign_in_links" ADD CONSTRAINT "family_sign_in_links_language" CHECK (language in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language" CHECK (language in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_language" CHECK (language in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_language" CHECK (language in ('en', 'fr'));