CREATE TABLE "plaid_stand_in" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "plaid_stand_in_kind_key_pk" PRIMARY KEY("kind","key")
);
