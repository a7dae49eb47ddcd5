ALTER TABLE "applications" ADD COLUMN "application_number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "applications_application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10000001 CACHE 1);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "application_source" text DEFAULT 'CUSTOMER' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "invalid_precheck" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "retail_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "online_only" boolean DEFAULT false NOT NULL;