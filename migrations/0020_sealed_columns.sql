CREATE TABLE "column_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "applicants_passport_number_idx";--> statement-breakpoint
DROP INDEX "applicants_first_last_name_idx";--> statement-breakpoint
DROP INDEX "applicants_last_first_name_idx";--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "details" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "details" SET DATA TYPE text USING "details"::text;--> statement-breakpoint
ALTER TABLE "applicants" ALTER COLUMN "details" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "payload" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "payload" SET DATA TYPE text USING "payload"::text;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "payload" SET DEFAULT '{}';--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "passport_index" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "name_index" text[];--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "arrival_date" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "departure_date" text;--> statement-breakpoint
-- The travel dates leave the form (sealed by the server at its next start) for columns of their own.
UPDATE "applicants" SET
	"arrival_date" = CASE WHEN "details"::jsonb ->> 'dateOfArrival' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN "details"::jsonb ->> 'dateOfArrival' END,
	"departure_date" = CASE WHEN "details"::jsonb ->> 'dateOfDeparture' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN "details"::jsonb ->> 'dateOfDeparture' END;--> statement-breakpoint
CREATE INDEX "applicants_passport_index_idx" ON "applicants" USING btree ("passport_index");--> statement-breakpoint
CREATE INDEX "applicants_name_index_idx" ON "applicants" USING gin ("name_index");