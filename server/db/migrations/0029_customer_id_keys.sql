-- Privacy-notice agreements, credit-view enrollments and contact changes are kept by the customer's id, not their
-- email (issue 32): an email change no longer renames them. Each row takes the id of the customer record with its
-- email; a row whose email has no customer record (none is expected) cannot be kept by id and goes.
ALTER TABLE "contact_changes" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_view_enrollments" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "privacy_notice_consents" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
UPDATE "contact_changes" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
UPDATE "credit_view_enrollments" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
UPDATE "privacy_notice_consents" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
DELETE FROM "contact_changes" WHERE "customer_id" IS NULL;--> statement-breakpoint
DELETE FROM "credit_view_enrollments" WHERE "customer_id" IS NULL;--> statement-breakpoint
DELETE FROM "privacy_notice_consents" WHERE "customer_id" IS NULL;--> statement-breakpoint
ALTER TABLE "contact_changes" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_view_enrollments" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_notice_consents" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "contact_changes_customer";--> statement-breakpoint
ALTER TABLE "credit_view_enrollments" DROP CONSTRAINT "credit_view_enrollments_customer_email_brand_pk";--> statement-breakpoint
ALTER TABLE "privacy_notice_consents" DROP CONSTRAINT "privacy_notice_consents_customer_email_brand_version_pk";--> statement-breakpoint
ALTER TABLE "credit_view_enrollments" ADD CONSTRAINT "credit_view_enrollments_customer_id_brand_pk" PRIMARY KEY("customer_id","brand");--> statement-breakpoint
ALTER TABLE "privacy_notice_consents" ADD CONSTRAINT "privacy_notice_consents_customer_id_brand_version_pk" PRIMARY KEY("customer_id","brand","version");--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_view_enrollments" ADD CONSTRAINT "credit_view_enrollments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notice_consents" ADD CONSTRAINT "privacy_notice_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_changes_customer" ON "contact_changes" USING btree ("customer_id","status");--> statement-breakpoint
ALTER TABLE "contact_changes" DROP COLUMN "customer_email";--> statement-breakpoint
ALTER TABLE "credit_view_enrollments" DROP COLUMN "customer_email";--> statement-breakpoint
ALTER TABLE "privacy_notice_consents" DROP COLUMN "customer_email";
