CREATE TABLE "remote_session_join_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_session_join_failures_at" ON "remote_session_join_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "remote_session_join_failures_agent" ON "remote_session_join_failures" USING btree ("agent_email","at");