CREATE TABLE "applicant_name_tokens" (
	"token" text NOT NULL,
	"application_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	CONSTRAINT "applicant_name_tokens_token_application_id_applicant_id_pk" PRIMARY KEY("token","application_id","applicant_id")
);
--> statement-breakpoint
DROP INDEX "applicants_name_index_idx";--> statement-breakpoint
-- The name search's inverted index (docs/decisions/0051-name-search-tokens.md): every blind index
-- of a traveller's name-word prefixes, one row each, filled from the travellers already there
-- and then kept by the triggers below. The primary key is built after the fill (faster).
ALTER TABLE "applicant_name_tokens" DROP CONSTRAINT "applicant_name_tokens_token_application_id_applicant_id_pk";
--> statement-breakpoint
INSERT INTO "applicant_name_tokens" ("token", "application_id", "applicant_id")
  SELECT DISTINCT "token", "application_id", "id"
  FROM "applicants", unnest("name_index") AS "token"
  WHERE "name_index" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "applicant_name_tokens" ADD CONSTRAINT "applicant_name_tokens_token_application_id_applicant_id_pk" PRIMARY KEY("token","application_id","applicant_id");
--> statement-breakpoint
CREATE FUNCTION "applicant_name_tokens_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."name_index" IS NOT NULL THEN
    DELETE FROM "applicant_name_tokens"
      WHERE "token" = ANY (OLD."name_index")
        AND "application_id" = OLD."application_id" AND "applicant_id" = OLD."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."name_index" IS NOT NULL THEN
    INSERT INTO "applicant_name_tokens" ("token", "application_id", "applicant_id")
      SELECT DISTINCT "token", NEW."application_id", NEW."id" FROM unnest(NEW."name_index") AS "token"
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "applicant_name_tokens_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "applicant_name_tokens";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applicant_name_tokens_insert" AFTER INSERT ON "applicants"
  FOR EACH ROW WHEN (NEW."name_index" IS NOT NULL)
  EXECUTE FUNCTION "applicant_name_tokens_changed"();
--> statement-breakpoint
CREATE TRIGGER "applicant_name_tokens_update" AFTER UPDATE ON "applicants"
  FOR EACH ROW WHEN (OLD."name_index" IS DISTINCT FROM NEW."name_index"
    OR OLD."application_id" <> NEW."application_id" OR OLD."id" <> NEW."id")
  EXECUTE FUNCTION "applicant_name_tokens_changed"();
--> statement-breakpoint
CREATE TRIGGER "applicant_name_tokens_delete" AFTER DELETE ON "applicants"
  FOR EACH ROW WHEN (OLD."name_index" IS NOT NULL)
  EXECUTE FUNCTION "applicant_name_tokens_changed"();
--> statement-breakpoint
CREATE TRIGGER "applicant_name_tokens_truncate" AFTER TRUNCATE ON "applicants"
  FOR EACH STATEMENT EXECUTE FUNCTION "applicant_name_tokens_truncated"();
--> statement-breakpoint
-- Statistics for the planner now, rather than at autovacuum's next visit.
ANALYZE "applicant_name_tokens";
