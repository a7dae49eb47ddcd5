CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" text NOT NULL,
	"brand" text NOT NULL,
	"application_type" text DEFAULT 'SAGA_APPLICATION_ONLINE' NOT NULL,
	"source" text,
	"campaign_id" text,
	"status" text DEFAULT 'UNSUBMITTED' NOT NULL,
	"channel" text DEFAULT 'ONLINE' NOT NULL,
	"state_code" text,
	"preferred_product_code" text,
	"returning" boolean DEFAULT false NOT NULL,
	"can_share_info" boolean DEFAULT true NOT NULL,
	"personal" jsonb,
	"ssn_hash" text,
	"ssn_last4" text,
	"store_number" integer,
	"income" jsonb,
	"cms_data" jsonb,
	"application_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_availability" (
	"brand" text NOT NULL,
	"state_code" text NOT NULL,
	"product_code" text NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"lender_brand" text NOT NULL,
	"min_loan" double precision NOT NULL,
	"max_loan" double precision NOT NULL,
	"min_term" integer,
	"max_term" integer,
	"apr_low" double precision,
	"apr_high" double precision,
	"example_borrow" double precision,
	"example_apr" double precision,
	"example_term" integer,
	"example_total" double precision,
	"example_payment_amount" double precision,
	"xact_examples" jsonb,
	"retail_choice_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_availability_brand_state_code_product_code_pk" PRIMARY KEY("brand","state_code","product_code")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_product_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "open_retail_loan" jsonb;--> statement-breakpoint
CREATE INDEX "applications_customer" ON "applications" USING btree ("customer_email","brand","status");