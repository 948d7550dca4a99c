CREATE TABLE "draft_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"workshop_id" text NOT NULL,
	"form_data" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_orders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_orders_expires_idx" ON "draft_orders" USING btree ("expires_at");