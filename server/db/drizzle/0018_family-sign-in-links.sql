CREATE TABLE "family_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_sign_in_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "family_sign_in_links_session_hash_unique" UNIQUE("session_hash"),
	CONSTRAINT "family_sign_in_links_session_with_use" CHECK ("family_sign_in_links"."session_hash" is null or ("family_sign_in_links"."used_at" is not null and "family_sign_in_links"."session_expires_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "family_sign_in_links_expires_idx" ON "family_sign_in_links" USING btree ("expires_at");
