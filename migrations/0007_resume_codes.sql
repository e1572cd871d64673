CREATE TABLE "applicant_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"resume_code_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "resume_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "original_email" text;--> statement-breakpoint
ALTER TABLE "applicant_sessions" ADD CONSTRAINT "applicant_sessions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_codes" ADD CONSTRAINT "resume_codes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_sessions_application_id_idx" ON "applicant_sessions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "resume_codes_application_id_idx" ON "resume_codes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "resume_codes_expires_at_idx" ON "resume_codes" USING btree ("expires_at");--> statement-breakpoint
UPDATE "applications" SET "original_email" = "email" WHERE "original_email" IS NULL;--> statement-breakpoint
UPDATE "email_outbox" SET "payload" = "payload" - 'resumeUrl' WHERE "payload" ? 'resumeUrl';
