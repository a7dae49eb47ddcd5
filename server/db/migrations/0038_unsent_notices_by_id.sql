-- The sweep's partial index is keyed on the id, which never changes, not on modified_at, which every save changes,
-- so a save changes no indexed column and PostgreSQL can make it a HOT update (decision 0075).
DROP INDEX "applications_unsent_notices";--> statement-breakpoint
CREATE INDEX "applications_unsent_notices" ON "applications" USING btree ("id") WHERE "applications"."decision"->>'outcome' = 'DENY' and "applications"."decision"->'noticeSentAt' = 'null'::jsonb;