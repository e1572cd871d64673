ALTER TABLE "agreements" DROP CONSTRAINT "agreements_application_id_unique";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_current_unique" ON "agreements" USING btree ("application_id") WHERE "agreements"."superseded_at" is null;