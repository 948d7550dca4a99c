-- Trigram indexes for the back-office search (a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_created_id_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_created_id_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_parent_name_trgm_idx" ON "bookings" USING gin ((parent_first_name || ' ' || parent_last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_teen_name_trgm_idx" ON "bookings" USING gin ((teen_first_name || ' ' || teen_last_name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_parent_email_trgm_idx" ON "bookings" USING gin (parent_email gin_trgm_ops);