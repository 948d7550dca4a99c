CREATE TABLE "group_coaches" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_coaches_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"subject_en" text,
	"body_en" text,
	"subject_fr" text,
	"body_fr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_messages_one_language" CHECK (("group_messages"."subject_en" is not null and "group_messages"."body_en" is not null) or ("group_messages"."subject_fr" is not null and "group_messages"."body_fr" is not null))
);
--> statement-breakpoint
CREATE TABLE "join_links" (
	"token" text PRIMARY KEY DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"booking_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_links_booking_group_unique" UNIQUE("booking_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"booking_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"session_index" integer NOT NULL,
	"joined_at" timestamp with time zone,
	"status" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_attendance_booking_id_group_id_session_index_pk" PRIMARY KEY("booking_id","group_id","session_index"),
	CONSTRAINT "session_attendance_status" CHECK ("session_attendance"."status" is null or status in ('present', 'absent')),
	CONSTRAINT "session_attendance_session_index" CHECK ("session_attendance"."session_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"group_id" text NOT NULL,
	"session_index" integer NOT NULL,
	"note" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notes_group_id_session_index_pk" PRIMARY KEY("group_id","session_index"),
	CONSTRAINT "session_notes_length" CHECK (char_length("session_notes"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "group_coaches" ADD CONSTRAINT "group_coaches_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_coaches" ADD CONSTRAINT "group_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_links" ADD CONSTRAINT "join_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_links" ADD CONSTRAINT "join_links_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_group_id_workshop_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."workshop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_coaches_user_idx" ON "group_coaches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_messages_group_idx" ON "group_messages" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "session_attendance_group_idx" ON "session_attendance" USING btree ("group_id","session_index");--> statement-breakpoint
-- Every booking seated in a group has its join link, whichever path seated it (a payment, an
-- administrator's assignment, a family's move), and the bookings already seated get theirs now.
CREATE FUNCTION "join_link_for_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.group_id IS NOT NULL THEN
    INSERT INTO join_links (booking_id, group_id) VALUES (NEW.id, NEW.group_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_join_link" AFTER INSERT OR UPDATE OF group_id ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "join_link_for_booking"();--> statement-breakpoint
INSERT INTO join_links (booking_id, group_id)
  SELECT id, group_id FROM bookings WHERE group_id IS NOT NULL ON CONFLICT DO NOTHING;
