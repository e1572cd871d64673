-- Applicant sessions end (docs/requirements/applicant-sessions.md). Sessions from before this
-- start their idle period now, and open what a link from an email opens: a browser that needs
-- the uploaded files again proves its address once more.
ALTER TABLE "applicant_sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_sessions" ADD COLUMN "scope" text DEFAULT 'emailed' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resume_codes" ADD COLUMN "opens" text DEFAULT 'emailed' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "access_token_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "access_token_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_to_address_created_at_idx" ON "email_outbox" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
ALTER TABLE "applicant_sessions" ADD CONSTRAINT "applicant_sessions_scope_check" CHECK ("applicant_sessions"."scope" in ('full', 'emailed'));--> statement-breakpoint
ALTER TABLE "resume_codes" ADD CONSTRAINT "resume_codes_opens_check" CHECK ("resume_codes"."opens" in ('full', 'emailed'));