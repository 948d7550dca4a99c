ALTER TABLE "waiting_list" ALTER COLUMN "teen_age" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "waiting_list" ALTER COLUMN "teen_age" DROP NOT NULL;--> statement-breakpoint
-- The e-mail-only interest form stored a placeholder age of 12 with every name empty: nobody gave it.
UPDATE "waiting_list" SET "teen_age" = NULL
WHERE "teen_age" = 12 AND "parent_first_name" = '' AND "parent_last_name" = ''
  AND "teen_first_name" = '' AND "teen_last_name" = '';
