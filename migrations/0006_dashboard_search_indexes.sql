DROP INDEX "applicants_last_name_idx";--> statement-breakpoint
DROP INDEX "applicants_passport_number_idx";--> statement-breakpoint
CREATE INDEX "applicants_first_last_name_idx" ON "applicants" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applicants_last_first_name_idx" ON "applicants" USING btree (lower("last_name" || ' ' || "first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_number_prefix_idx" ON "applications" USING btree ("application_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "applicants_passport_number_idx" ON "applicants" USING btree (lower("passport_number") text_pattern_ops);