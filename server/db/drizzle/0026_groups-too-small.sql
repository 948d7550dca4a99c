CREATE TABLE "group_closure_offers" (
	"booking_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_closure_offers_booking_id_group_id_pk" PRIMARY KEY("booking_id","group_id"),
	CONSTRAINT "group_closure_offers_resolution" CHECK ("group_closure_offers"."resolution" is null or resolution in ('moved', 'refunded', 'unrefunded'))
);
--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "small_group_decision" text;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "small_group_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "min_teens" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_closure_offers" ADD CONSTRAINT "group_closure_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_closure_offers" ADD CONSTRAINT "group_closure_offers_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_closure_offers_pending_idx" ON "group_closure_offers" USING btree ("deadline") WHERE "group_closure_offers"."resolution" is null;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD CONSTRAINT "workshop_groups_small_group_decision" CHECK ("workshop_groups"."small_group_decision" is null or small_group_decision in ('kept', 'closed'));--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_min_teens_positive" CHECK ("workshops"."min_teens" >= 1);