CREATE TABLE "application_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" boolean DEFAULT true NOT NULL,
	"opt_out_token_hash" text,
	CONSTRAINT "application_reminders_opt_out_token_hash_unique" UNIQUE("opt_out_token_hash"),
	CONSTRAINT "application_reminders_kind_unique" UNIQUE("application_id","kind")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminders_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_reminders" ADD CONSTRAINT "application_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_reminders_sent_at_idx" ON "application_reminders" USING btree ("application_id","sent_at");