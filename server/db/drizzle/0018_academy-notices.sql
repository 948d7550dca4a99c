ALTER TABLE "users" ADD COLUMN "academy_notices" boolean DEFAULT true NOT NULL;
