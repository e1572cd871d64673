ALTER TABLE "applications" ADD COLUMN "documents_completed_at" timestamp with time zone;--> statement-breakpoint
-- Applications already past their documents: their last change is the best guess of when.
UPDATE "applications" SET "documents_completed_at" = "updated_at" WHERE "status" IN ('under_review', 'approved', 'rejected');
