CREATE TABLE "remote_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" text NOT NULL,
	"code" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"join_by" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "impersonations" ADD COLUMN "remote_session_id" uuid;