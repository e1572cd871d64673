CREATE TABLE "application_counts" (
	"status" text NOT NULL,
	"anonymised" boolean NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
-- Applications per status, kept by triggers (docs/decisions/0050-status-counts.md). Statement
-- triggers with transition tables: one row per status a statement changed, appended, so writers
-- never wait on a shared counter. The count of a status is the sum of its rows.
INSERT INTO "application_counts" ("status", "anonymised", "delta")
  SELECT "status", "anonymised_at" IS NOT NULL, count(*) FROM "applications" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "application_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" ("status", "anonymised", "delta")
    SELECT "status", "anonymised_at" IS NOT NULL, count(*) FROM "new_rows" GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" ("status", "anonymised", "delta")
    SELECT "status", "anonymised", sum("delta") FROM (
      SELECT "status", "anonymised_at" IS NOT NULL AS "anonymised", -1 AS "delta" FROM "old_rows"
      UNION ALL
      SELECT "status", "anonymised_at" IS NOT NULL, 1 FROM "new_rows"
    ) AS "changes"
    GROUP BY 1, 2 HAVING sum("delta") <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_counts" ("status", "anonymised", "delta")
    SELECT "status", "anonymised_at" IS NOT NULL, -count(*) FROM "old_rows" GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "application_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_counts_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "application_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "application_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "application_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "application_counts_truncate" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_counts_truncated"();
