ALTER TABLE "applications" ADD COLUMN "phone_verification" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "identity" jsonb;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;