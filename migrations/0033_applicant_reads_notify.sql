-- Every change to a table that the applicant's kept reads select from tells the listening server
-- processes, once per transaction, when it commits (docs/decisions/0054-shared-read-cache.md).
-- Statement triggers: one call per statement whatever its row count; PostgreSQL sends identical
-- notifications of one transaction once, and none for a transaction that rolls back.
CREATE FUNCTION "applicant_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('applicant_reads', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "applicant_reads_changed"();
--> statement-breakpoint
CREATE TRIGGER "applicants_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applicants"
  FOR EACH STATEMENT EXECUTE FUNCTION "applicant_reads_changed"();
--> statement-breakpoint
CREATE TRIGGER "agreements_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agreements"
  FOR EACH STATEMENT EXECUTE FUNCTION "applicant_reads_changed"();
--> statement-breakpoint
CREATE TRIGGER "applicant_sessions_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applicant_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "applicant_reads_changed"();
--> statement-breakpoint
CREATE TRIGGER "documents_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "applicant_reads_changed"();
