CREATE TABLE "credit_view_enrollments" (
	"customer_email" text NOT NULL,
	"brand" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_sha256" text NOT NULL,
	CONSTRAINT "credit_view_enrollments_customer_email_brand_pk" PRIMARY KEY("customer_email","brand")
);
