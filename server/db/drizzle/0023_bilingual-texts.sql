ALTER TABLE "page_content" ADD COLUMN "content_fr" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "french_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;