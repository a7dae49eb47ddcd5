ALTER TABLE "signing_keys" ALTER COLUMN "private_jwk" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "private_sealed" text;