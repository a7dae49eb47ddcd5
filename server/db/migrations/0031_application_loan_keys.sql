-- Applications, loans and payments are kept by the customer's id, not their email (issue 32): an email change renames
-- only the login and the customer record. Each row takes the id of the customer record with its email. Money and
-- applications are never dropped: a row whose email had no customer record leaves its customer_id empty and the
-- NOT NULL below stops the migration (and the start), for someone to look at, before anything is lost.
ALTER TABLE "applications" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
UPDATE "applications" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
UPDATE "loans" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
UPDATE "loan_payments" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_payments" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "applications_customer";--> statement-breakpoint
DROP INDEX "loans_customer";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_customer" ON "applications" USING btree ("customer_id","brand","status");--> statement-breakpoint
CREATE INDEX "loans_customer" ON "loans" USING btree ("customer_id","brand");--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "customer_email";--> statement-breakpoint
ALTER TABLE "loan_payments" DROP COLUMN "customer_email";--> statement-breakpoint
ALTER TABLE "loans" DROP COLUMN "customer_email";
