CREATE TABLE "change_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"reason" text NOT NULL,
	"other_text" text,
	"done_at" timestamp with time zone,
	"new_document_id" uuid,
	"old_document_ids" text[] DEFAULT '{}' NOT NULL,
	"old_value" text,
	"new_value" text,
	CONSTRAINT "change_request_items_kind_check" CHECK ("change_request_items"."kind" in ('document', 'field'))
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "change_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "change_requests_state_check" CHECK ("change_requests"."state" in ('open', 'completed')),
	CONSTRAINT "change_requests_completed_check" CHECK (("change_requests"."state" = 'completed') = ("change_requests"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_request_items" ADD CONSTRAINT "change_request_items_request_id_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_items" ADD CONSTRAINT "change_request_items_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_request_items" ADD CONSTRAINT "change_request_items_new_document_id_documents_id_fk" FOREIGN KEY ("new_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_request_items_request_id_idx" ON "change_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "change_requests_application_id_idx" ON "change_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "change_requests_open_created_at_idx" ON "change_requests" USING btree ("created_at") WHERE "change_requests"."state" = 'open';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('draft', 'submitted', 'paid', 'under_review', 'approved', 'rejected', 'partly_approved', 'action_required'));