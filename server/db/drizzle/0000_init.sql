CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"workshop_id" text NOT NULL,
	"schedule_option_id" text,
	"checkout_session_id" uuid,
	"parent_first_name" text NOT NULL,
	"parent_last_name" text DEFAULT '' NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text,
	"teen_first_name" text NOT NULL,
	"teen_last_name" text DEFAULT '' NOT NULL,
	"teen_age" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0,
	"discount_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"hear_about_us" text,
	"special_requests" text,
	"receipt_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_checkout_session_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "bookings_receipt_token_unique" UNIQUE("receipt_token"),
	CONSTRAINT "bookings_status" CHECK (status in ('confirmed', 'cancelled', 'pending')),
	CONSTRAINT "bookings_amount_paid_non_negative" CHECK ("bookings"."amount_paid" >= 0),
	CONSTRAINT "bookings_discount_non_negative" CHECK ("bookings"."discount_amount" is null or "bookings"."discount_amount" >= 0),
	CONSTRAINT "bookings_teen_age" CHECK ("bookings"."teen_age" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"client_secret" text,
	"workshop_id" text NOT NULL,
	"schedule_option_id" text,
	"discount_code_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount_total" integer NOT NULL,
	"customer_email" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_provider_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkout_sessions_kind" CHECK (kind in ('checkout', 'payment_intent')),
	CONSTRAINT "checkout_sessions_status" CHECK (status in ('open', 'completed', 'expired', 'failed', 'cancelled', 'refunded')),
	CONSTRAINT "checkout_sessions_amounts_non_negative" CHECK ("checkout_sessions"."subtotal" >= 0 and "checkout_sessions"."discount_amount" >= 0 and "checkout_sessions"."amount_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_type" text DEFAULT 'percentage' NOT NULL,
	"discount_value" integer NOT NULL,
	"min_amount" integer,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_type" CHECK (discount_type in ('percentage', 'fixed')),
	CONSTRAINT "discount_codes_value_positive" CHECK ("discount_codes"."discount_value" > 0),
	CONSTRAINT "discount_codes_percentage_max" CHECK ("discount_codes"."discount_type" <> 'percentage' or "discount_codes"."discount_value" <= 100),
	CONSTRAINT "discount_codes_min_amount_non_negative" CHECK ("discount_codes"."min_amount" is null or "discount_codes"."min_amount" >= 0),
	CONSTRAINT "discount_codes_max_uses_positive" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."max_uses" > 0),
	CONSTRAINT "discount_codes_used_count_non_negative" CHECK ("discount_codes"."used_count" >= 0),
	CONSTRAINT "discount_codes_used_within_max" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_outbox_status" CHECK (status in ('pending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_non_negative" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"confirm_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscribers_email_lowercase" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "page_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_key" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_page_key_unique" UNIQUE("page_key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_request" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_count_non_negative" CHECK ("rate_limits"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_options" (
	"id" text PRIMARY KEY NOT NULL,
	"workshop_id" text NOT NULL,
	"date_range" text NOT NULL,
	"time_text" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked_seats" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_options_capacity_non_negative" CHECK ("schedule_options"."capacity" >= 0),
	CONSTRAINT "schedule_options_booked_seats_non_negative" CHECK ("schedule_options"."booked_seats" >= 0),
	CONSTRAINT "schedule_options_within_capacity" CHECK ("schedule_options"."booked_seats" <= "schedule_options"."capacity")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_first_name" text DEFAULT '' NOT NULL,
	"parent_last_name" text DEFAULT '' NOT NULL,
	"teen_first_name" text DEFAULT '' NOT NULL,
	"teen_last_name" text DEFAULT '' NOT NULL,
	"teen_age" integer DEFAULT 12 NOT NULL,
	"hear_about_us" text DEFAULT 'website' NOT NULL,
	"special_requests" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_workshop_email_unique" UNIQUE("workshop_id","parent_email"),
	CONSTRAINT "waiting_list_email_lowercase" CHECK ("waiting_list"."parent_email" = lower("waiting_list"."parent_email")),
	CONSTRAINT "waiting_list_teen_age" CHECK ("waiting_list"."teen_age" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"duration" text NOT NULL,
	"sessions" text DEFAULT '' NOT NULL,
	"group_size" text DEFAULT '4-6 teens' NOT NULL,
	"age_min" integer DEFAULT 10 NOT NULL,
	"age_max" integer DEFAULT 16 NOT NULL,
	"icon" text DEFAULT 'sparkles' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"max_seats" integer NOT NULL,
	"booked_seats" integer DEFAULT 0 NOT NULL,
	"next_start" date,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_price_non_negative" CHECK ("workshops"."price" >= 0),
	CONSTRAINT "workshops_max_seats_non_negative" CHECK ("workshops"."max_seats" >= 0),
	CONSTRAINT "workshops_booked_seats_non_negative" CHECK ("workshops"."booked_seats" >= 0),
	CONSTRAINT "workshops_within_capacity" CHECK ("workshops"."booked_seats" <= "workshops"."max_seats"),
	CONSTRAINT "workshops_age_range" CHECK ("workshops"."age_min" > 0 and "workshops"."age_min" <= "workshops"."age_max")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_option_id_schedule_options_id_fk" FOREIGN KEY ("schedule_option_id") REFERENCES "public"."schedule_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_schedule_option_id_schedule_options_id_fk" FOREIGN KEY ("schedule_option_id") REFERENCES "public"."schedule_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_options" ADD CONSTRAINT "schedule_options_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_workshop_idx" ON "bookings" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_hold_idx" ON "checkout_sessions" USING btree ("workshop_id","status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_option_hold_idx" ON "checkout_sessions" USING btree ("schedule_option_id","status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_booking_idx" ON "email_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_at_idx" ON "newsletter_subscribers" USING btree ("subscribed_at");--> statement-breakpoint
CREATE INDEX "schedule_options_workshop_idx" ON "schedule_options" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "waiting_list_created_at_idx" ON "waiting_list" USING btree ("created_at");