-- The seat counts' own partial indexes (seatsHeldWhere and codeUsesHeld, server/seats/seats.server.ts):
-- each holds only the rows one count reads. On a table that grew faster than it was analysed, the
-- generic plans of the payment start summed a workshop's held seats by reading every open hold
-- through the e-mail index (docs/decisions/022-benchmarks-and-memory.md).
CREATE INDEX "seat_holds_workshop_seats_idx" ON "seat_holds" USING btree ("workshop_id","hold_expires_at") WHERE "seat_holds"."status" = 'open' and "seat_holds"."group_id" is null and "seat_holds"."waitlist_offer_id" is null;--> statement-breakpoint
CREATE INDEX "seat_holds_group_seats_idx" ON "seat_holds" USING btree ("group_id","hold_expires_at") WHERE "seat_holds"."status" = 'open' and "seat_holds"."group_id" is not null and "seat_holds"."waitlist_offer_id" is null;--> statement-breakpoint
CREATE INDEX "seat_holds_code_open_idx" ON "seat_holds" USING btree ("discount_code_id","hold_expires_at") WHERE "seat_holds"."status" = 'open' and "seat_holds"."discount_code_id" is not null;