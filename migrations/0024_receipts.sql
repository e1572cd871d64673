CREATE TABLE "accounting_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"credits_document_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"company" jsonb NOT NULL,
	CONSTRAINT "accounting_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "accounting_documents_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "accounting_documents_year_sequence_unique" UNIQUE("year","sequence"),
	CONSTRAINT "accounting_documents_kind_check" CHECK ("accounting_documents"."kind" in ('receipt', 'invoice', 'credit_note')),
	CONSTRAINT "accounting_documents_total_check" CHECK ("accounting_documents"."total" > 0),
	CONSTRAINT "accounting_documents_credit_check" CHECK (("accounting_documents"."kind" = 'credit_note') = ("accounting_documents"."refund_id" is not null and "accounting_documents"."credits_document_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "accounting_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_documents" ADD CONSTRAINT "accounting_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_documents" ADD CONSTRAINT "accounting_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_documents" ADD CONSTRAINT "accounting_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_documents" ADD CONSTRAINT "accounting_documents_credits_document_id_accounting_documents_id_fk" FOREIGN KEY ("credits_document_id") REFERENCES "public"."accounting_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_documents_application_id_idx" ON "accounting_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "accounting_documents_payment_id_idx" ON "accounting_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "accounting_documents_issued_at_idx" ON "accounting_documents" USING btree ("issued_at");