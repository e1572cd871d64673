CREATE TABLE "data_rights_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"grant_hash" text,
	"grant_expires_at" timestamp with time zone,
	CONSTRAINT "data_rights_codes_grant_hash_unique" UNIQUE("grant_hash"),
	CONSTRAINT "data_rights_codes_attempts_check" CHECK ("data_rights_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"application_number" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"note" text,
	CONSTRAINT "erasure_requests_state_check" CHECK ("erasure_requests"."state" in ('open', 'completed')),
	CONSTRAINT "erasure_requests_completed_check" CHECK (("erasure_requests"."state" = 'completed') = ("erasure_requests"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "data_rights_codes" ADD CONSTRAINT "data_rights_codes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_completed_by_staff_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_rights_codes_application_id_idx" ON "data_rights_codes" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_unique" ON "erasure_requests" USING btree ("application_id") WHERE "erasure_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "erasure_requests_open_due_at_idx" ON "erasure_requests" USING btree ("due_at") WHERE "erasure_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "erasure_requests_application_number_idx" ON "erasure_requests" USING btree ("application_number");