ALTER TABLE "documents" ADD COLUMN "prepared_storage_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "prepared_mime_type" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "prepared_size" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_check" CHECK ("documents"."kind" <> 'upload' or "documents"."document_type" in ('passport', 'photo', 'business_invitation', 'medical_letter', 'conference_invitation', 'supporting'));