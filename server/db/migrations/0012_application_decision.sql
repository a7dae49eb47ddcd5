ALTER TABLE "applications" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "next_step_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_next_step" ON "applications" USING btree ("next_step_at");