-- Back-office searches ignore accents ("helene" finds "Hélène"). unaccent is a trusted extension, like
-- pg_trgm; its function is only STABLE (it reads a dictionary), so an IMMUTABLE wrapper with the
-- dictionary named lets the trigram indexes below be built on the unaccented text.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "bookings_parent_name_trgm_idx";--> statement-breakpoint
DROP INDEX "bookings_teen_name_trgm_idx";--> statement-breakpoint
DROP INDEX "bookings_parent_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "bookings_parent_name_trgm_idx" ON "bookings" USING gin (immutable_unaccent(parent_first_name || ' ' || parent_last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_teen_name_trgm_idx" ON "bookings" USING gin (immutable_unaccent(teen_first_name || ' ' || teen_last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_parent_email_trgm_idx" ON "bookings" USING gin (immutable_unaccent(parent_email) gin_trgm_ops);