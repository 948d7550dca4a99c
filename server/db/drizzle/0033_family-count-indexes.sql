-- The family's hold counts (an address's, an e-mail's) each get an index no other count can read:
-- the hold's insert keeps one generic plan per connection, made in the first minutes of a launch
-- on a seat_holds of a few rows, where the e-mail's index (a skip scan on its expiry) cost the
-- same as the address's own for the address's count.
DROP INDEX "seat_holds_client_ip_open_idx";--> statement-breakpoint
DROP INDEX "seat_holds_email_open_idx";--> statement-breakpoint
CREATE INDEX "seat_holds_client_ip_open_idx" ON "seat_holds" USING btree ("client_ip","hold_expires_at") WHERE "seat_holds"."status" = 'open' and "seat_holds"."client_ip" is not null;--> statement-breakpoint
CREATE INDEX "seat_holds_email_open_idx" ON "seat_holds" USING btree (lower("customer_email"),"hold_expires_at") WHERE "seat_holds"."status" = 'open' and "seat_holds"."customer_email" is not null;