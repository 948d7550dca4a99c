ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_groups" ADD COLUMN "schedule_version" integer DEFAULT 0 NOT NULL;