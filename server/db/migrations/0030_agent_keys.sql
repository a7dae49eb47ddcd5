-- Whom an agent acts for and a customer's screen shares are kept by the customer's id, not their email (issue 32):
-- an email change no longer renames them. Each row takes the id of the customer record with its email; a row whose
-- email has no customer record (none is expected) cannot be kept by id and goes (an agent acting for nobody acts for
-- no one; an agent viewing a share that goes views nothing).
ALTER TABLE "impersonations" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
UPDATE "impersonations" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
UPDATE "remote_sessions" AS t SET "customer_id" = c."id" FROM "customers" AS c WHERE c."email" = t."customer_email";--> statement-breakpoint
DELETE FROM "impersonations" WHERE "customer_id" IS NULL OR "remote_session_id" IN (SELECT "id" FROM "remote_sessions" WHERE "customer_id" IS NULL);--> statement-breakpoint
DELETE FROM "remote_sessions" WHERE "customer_id" IS NULL;--> statement-breakpoint
ALTER TABLE "impersonations" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_sessions" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_sessions" ADD CONSTRAINT "remote_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" DROP COLUMN "customer_email";--> statement-breakpoint
ALTER TABLE "remote_sessions" DROP COLUMN "customer_email";
