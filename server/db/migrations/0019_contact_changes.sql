CREATE TABLE "contact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" text NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "change_id" uuid;--> statement-breakpoint
CREATE INDEX "contact_changes_customer" ON "contact_changes" USING btree ("customer_email","status");--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_change_id_contact_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."contact_changes"("id") ON DELETE cascade ON UPDATE no action;