ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_code_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (upper("code"));