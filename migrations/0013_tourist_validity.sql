ALTER TABLE "applications" ADD COLUMN "tourist_validity" text;--> statement-breakpoint
-- Tourist applications from before the choice: the 30-day e-Tourist visa, the one whose facts
-- (double entry, 30 days per stay) the site stated. Their stored price is left as it was quoted
-- and signed; a later change of step 1 reprices them (docs/decisions/0029-tourist-validity.md).
UPDATE "applications" SET "tourist_validity" = '30-days' WHERE "visa_type" = 'tourist';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tourist_validity_check" CHECK (("applications"."visa_type" = 'tourist' and "applications"."tourist_validity" is not null and "applications"."tourist_validity" in ('30-days', '1-year', '5-years')) or ("applications"."visa_type" <> 'tourist' and "applications"."tourist_validity" is null));