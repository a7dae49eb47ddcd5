CREATE TABLE "bank_links" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"institution_id" text,
	"institution_name" text,
	"status" text NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"asset_report_token_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "bank" jsonb;--> statement-breakpoint
ALTER TABLE "bank_links" ADD CONSTRAINT "bank_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;