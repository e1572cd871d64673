ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "outcome" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "evisa_storage_key" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "evisa_file_name" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "evisa_size" integer;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_outcome_check" CHECK ("applicants"."outcome" in ('pending', 'approved', 'refused'));--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_outcome_detail_check" CHECK (("applicants"."outcome" = 'pending' and "applicants"."decided_at" is null) or ("applicants"."outcome" = 'approved' and "applicants"."decided_at" is not null and "applicants"."evisa_storage_key" is not null and "applicants"."evisa_file_name" is not null and "applicants"."evisa_size" is not null) or ("applicants"."outcome" = 'refused' and "applicants"."decided_at" is not null and "applicants"."refusal_reason" is not null));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('draft', 'submitted', 'paid', 'under_review', 'approved', 'rejected', 'partly_approved'));--> statement-breakpoint
-- Hand-added backfill: every traveller of an application decided before per-traveller decisions
-- gets that decision; an approved application's one e-visa PDF stays every traveller's file.
UPDATE "applicants" AS "a"
SET "outcome" = 'approved',
  "decided_at" = coalesce("app"."decided_at", "app"."updated_at"),
  "evisa_storage_key" = "d"."storage_key",
  "evisa_file_name" = "d"."original_name",
  "evisa_size" = "d"."size",
  "decided_by" = (SELECT "l"."staff_user_id" FROM "audit_log" AS "l" WHERE "l"."application_id" = "app"."id" AND "l"."action" = 'application.approved' ORDER BY "l"."created_at" DESC LIMIT 1)
FROM "applications" AS "app"
CROSS JOIN LATERAL (SELECT "storage_key", "original_name", "size" FROM "documents" WHERE "documents"."application_id" = "app"."id" AND "documents"."kind" = 'evisa' ORDER BY "documents"."uploaded_at" DESC LIMIT 1) AS "d"
WHERE "a"."application_id" = "app"."id" AND "app"."status" = 'approved';--> statement-breakpoint
UPDATE "applicants" AS "a"
SET "outcome" = 'refused',
  "decided_at" = coalesce("app"."decided_at", "app"."updated_at"),
  "refusal_reason" = coalesce("app"."rejection_reason", ''),
  "decided_by" = (SELECT "l"."staff_user_id" FROM "audit_log" AS "l" WHERE "l"."application_id" = "app"."id" AND "l"."action" = 'application.rejected' ORDER BY "l"."created_at" DESC LIMIT 1)
FROM "applications" AS "app"
WHERE "a"."application_id" = "app"."id" AND "app"."status" = 'rejected';
