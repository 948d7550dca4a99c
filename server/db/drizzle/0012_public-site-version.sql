CREATE TABLE "public_site_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "public_site_version_single_row" CHECK ("public_site_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "public_site_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Moves the counter once per committing transaction that changed what the public pages show.
-- Deferred to the commit, the row lock on the counter is taken last and held only while the
-- transaction commits (no lock held while it waits for others, so no deadlock with them).
CREATE FUNCTION "public_site_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('academy.public_site_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('academy.public_site_changed', 'yes', true);
    INSERT INTO "public_site_version" ("id", "version") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "version" = "public_site_version"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workshops_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "workshops" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workshop_groups_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "workshop_groups" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "checkout_sessions_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "checkout_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "discount_codes_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "discount_codes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "page_content_public_site_changed" AFTER INSERT OR UPDATE OR DELETE ON "page_content" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "public_site_changed"();
