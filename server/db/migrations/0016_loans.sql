CREATE TABLE "loan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_type" text NOT NULL,
	"method" text NOT NULL,
	"account_last4" text NOT NULL,
	"card_brand" text,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	CONSTRAINT "loan_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_number" text NOT NULL,
	"customer_email" text NOT NULL,
	"brand" text NOT NULL,
	"application_id" uuid,
	"product_code" text NOT NULL,
	"kind" text DEFAULT 'STANDARD' NOT NULL,
	"status" text NOT NULL,
	"system_state" text NOT NULL,
	"source_system" text NOT NULL,
	"channel" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"apr" double precision NOT NULL,
	"finance_charge_cents" integer NOT NULL,
	"payment_frequency" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"originated_at" timestamp with time zone NOT NULL,
	"rescind_until" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "loans_loan_number_unique" UNIQUE("loan_number")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "kind" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_idempotency" ON "loan_payments" USING btree ("loan_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "loans_customer" ON "loans" USING btree ("customer_email","brand");