CREATE TABLE "privacy_notice_consents" (
	"customer_email" text NOT NULL,
	"brand" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"agent_sub" uuid,
	CONSTRAINT "privacy_notice_consents_customer_email_brand_version_pk" PRIMARY KEY("customer_email","brand","version")
);
