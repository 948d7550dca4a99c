CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"group_id" text NOT NULL,
	"order_key" text NOT NULL,
	"booking_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"reviewer_name" text NOT NULL,
	"rating" integer,
	"comment" text,
	"publish_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"submitted_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_token_unique" UNIQUE("token"),
	CONSTRAINT "reviews_group_order_unique" UNIQUE("group_id","order_key"),
	CONSTRAINT "reviews_status" CHECK (status in ('requested', 'submitted', 'approved', 'refused')),
	CONSTRAINT "reviews_language" CHECK (language in ('en', 'fr')),
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","submitted_at");--> statement-breakpoint
-- An approved review shows on the home page: a change to one is a change of the public pages.
CREATE CONSTRAINT TRIGGER "reviews_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();
