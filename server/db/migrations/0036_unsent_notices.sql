-- The minute's sweep for notices of action taken not yet mailed reads only these rows (issue 48).
CREATE INDEX "applications_unsent_notices" ON "applications" USING btree ("modified_at") WHERE "applications"."decision"->>'outcome' = 'DENY' and "applications"."decision"->'noticeSentAt' = 'null'::jsonb;
