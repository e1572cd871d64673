ALTER TABLE "applications" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assigned_staff_id_staff_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_queue_due_at_idx" ON "applications" USING btree ("due_at","id") WHERE "applications"."status" in ('under_review');--> statement-breakpoint
CREATE INDEX "applications_assigned_staff_id_idx" ON "applications" USING btree ("assigned_staff_id");