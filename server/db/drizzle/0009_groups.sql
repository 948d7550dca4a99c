-- Groups (docs/product/groups-and-delivery.md#groups): the productivity workshop's runs become its
-- groups. Rows keep their ids, so every booking and live seat hold keeps its seat.
ALTER TABLE "schedule_options" RENAME TO "workshop_groups";--> statement-breakpoint
ALTER TABLE "workshop_groups" RENAME CONSTRAINT "schedule_options_pkey" TO "workshop_groups_pkey";--> statement-breakpoint
ALTER TABLE "workshop_groups" RENAME CONSTRAINT "schedule_options_capacity_non_negative" TO "workshop_groups_capacity_non_negative";--> statement-breakpoint
ALTER TABLE "workshop_groups" RENAME CONSTRAINT "schedule_options_booked_seats_non_negative" TO "workshop_groups_booked_seats_non_negative";--> statement-breakpoint
ALTER TABLE "workshop_groups" RENAME CONSTRAINT "schedule_options_within_capacity" TO "workshop_groups_within_capacity";--> statement-breakpoint
ALTER TABLE "workshop_groups" RENAME CONSTRAINT "schedule_options_workshop_id_workshops_id_fk" TO "workshop_groups_workshop_id_workshops_id_fk";--> statement-breakpoint
ALTER INDEX "schedule_options_workshop_idx" RENAME TO "workshop_groups_workshop_idx";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "schedule_option_id" TO "group_id";--> statement-breakpoint
ALTER TABLE "bookings" RENAME CONSTRAINT "bookings_schedule_option_id_schedule_options_id_fk" TO "bookings_group_id_workshop_groups_id_fk";--> statement-breakpoint
ALTER TABLE "checkout_sessions" RENAME COLUMN "schedule_option_id" TO "group_id";--> statement-breakpoint
ALTER TABLE "checkout_sessions" RENAME CONSTRAINT "checkout_sessions_schedule_option_id_schedule_options_id_fk" TO "checkout_sessions_group_id_workshop_groups_id_fk";--> statement-breakpoint
ALTER INDEX "checkout_sessions_option_hold_idx" RENAME TO "checkout_sessions_group_hold_idx";--> statement-breakpoint
CREATE INDEX "bookings_group_idx" ON "bookings" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "date_range" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "time_text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "weekday" integer;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "first_session_date" date;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "session_count" integer;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "session_minutes" integer;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- The seeded runs' days and times ('4-5 PM EST' ...); any other run starts on Mondays at 16:00.
UPDATE "workshop_groups" SET
  "weekday" = CASE "id" WHEN 'option2' THEN 3 WHEN 'option3' THEN 6 ELSE 1 END,
  "start_time" = CASE "id" WHEN 'option2' THEN '18:00' WHEN 'option3' THEN '10:00' ELSE '16:00' END,
  "session_minutes" = 60,
  "session_count" = coalesce(
    (SELECT nullif(substring(w."sessions" from '^[0-9]+'), '')::integer FROM "workshops" w WHERE w."id" = "workshop_groups"."workshop_id"),
    4);--> statement-breakpoint
-- The first session: that weekday, one to two weeks from today.
UPDATE "workshop_groups" SET "first_session_date" =
  current_date + 7 + ((("weekday" - extract(isodow from current_date)::integer) + 7) % 7);--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "weekday" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "first_session_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "session_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ALTER COLUMN "session_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD CONSTRAINT "workshop_groups_weekday" CHECK ("workshop_groups"."weekday" between 1 and 7);--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD CONSTRAINT "workshop_groups_start_time" CHECK ("workshop_groups"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD CONSTRAINT "workshop_groups_sessions_positive" CHECK ("workshop_groups"."session_count" > 0 and "workshop_groups"."session_minutes" > 0);--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD CONSTRAINT "workshop_groups_video_https" CHECK ("workshop_groups"."video_url" is null or "workshop_groups"."video_url" like 'https://%');
