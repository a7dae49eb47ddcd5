-- Devices remembered before issue 47 were a fingerprint's hash, a value any browser could send: none is kept. Each
-- customer passes the check once more and may remember the device again, now with a secret the server hands out.
DELETE FROM "remembered_devices";--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD COLUMN "name" text DEFAULT 'A browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD CONSTRAINT "remembered_devices_id_unique" UNIQUE("id");