ALTER TABLE "applications" ADD COLUMN "loan_number" text GENERATED ALWAYS AS (loan->>'loanNumber') STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "identity_user_token" text GENERATED ALWAYS AS (identity->>'userToken') STORED;--> statement-breakpoint
CREATE INDEX "applications_loan_number" ON "applications" USING btree ("loan_number");--> statement-breakpoint
CREATE INDEX "applications_identity_user_token" ON "applications" USING btree ("identity_user_token");