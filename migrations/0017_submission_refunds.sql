CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_id" uuid,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"allocations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_user_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('rules', 'custom', 'rejection', 'duplicate')),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_succeeded_reference_check" CHECK ("refunds"."state" <> 'succeeded' or "refunds"."provider_reference" is not null)
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "gov_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "gov_reference" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "gov_submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "gov_fee_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "gov_fee_refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_application_id_idx" ON "refunds" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_id_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_gov_submitted_by_staff_users_id_fk" FOREIGN KEY ("gov_submitted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_gov_fee_refunded_by_staff_users_id_fk" FOREIGN KEY ("gov_fee_refunded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_gov_submission_check" CHECK (("applicants"."gov_submitted_at" is null) = ("applicants"."gov_reference" is null) and ("applicants"."gov_fee_refunded_at" is null or "applicants"."gov_submitted_at" is not null));--> statement-breakpoint-- Hand-added backfill: every refund the provider confirmed before the ledger existed (a
-- rejection's, or a duplicate payment's) becomes a succeeded ledger line, so what remains of a
-- payment and the staff Refunds panel count it. Who asked is taken from the rejection's audit.
INSERT INTO "refunds" ("application_id", "payment_id", "amount", "currency", "kind", "reason", "staff_user_id", "state", "provider_reference", "created_at", "updated_at")
SELECT "p"."application_id", "p"."id", ("e"."payload"->>'amount')::int, "p"."currency",
  CASE WHEN "e"."payload"->>'reason' IS NOT NULL THEN 'duplicate' ELSE 'rejection' END,
  coalesce("e"."payload"->>'reason', "app"."rejection_reason"),
  CASE WHEN "e"."payload"->>'reason' IS NOT NULL THEN NULL ELSE (SELECT "l"."staff_user_id" FROM "audit_log" AS "l" WHERE "l"."application_id" = "p"."application_id" AND "l"."action" = 'application.rejected' ORDER BY "l"."created_at" DESC LIMIT 1) END,
  'succeeded', coalesce("e"."payload"->>'refundId', "e"."event_id"), "e"."received_at", "e"."received_at"
FROM "payment_events" AS "e"
JOIN "payments" AS "p" ON "p"."id" = "e"."payment_id"
JOIN "applications" AS "app" ON "app"."id" = "p"."application_id"
WHERE "e"."type" = 'refund.created' AND ("e"."payload"->>'amount')::int > 0;
