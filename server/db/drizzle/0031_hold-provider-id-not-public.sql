-- A hold's provider id, client secret and metadata are not on any public page: writing them (once
-- per payment start, after the hold) no longer moves the public site's version. Its insert and
-- delete still do, and so does any change to what counts a seat.
DROP TRIGGER "seat_holds_public_site_changed" ON "seat_holds";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "seat_holds_public_site_changed" AFTER INSERT OR DELETE ON "seat_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "seat_holds_seats_public_site_changed" AFTER UPDATE OF "status", "hold_expires_at", "seats", "workshop_id", "group_id", "waitlist_offer_id" ON "seat_holds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();
