ALTER TABLE "applications" ADD COLUMN "conversion" jsonb;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_customer_code_unique" UNIQUE("customer_code");