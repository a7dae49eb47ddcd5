-- Stores and their distance search: earthdistance (with cube) gives ll_to_earth, earth_box and earth_distance;
-- the GiST index on each store's point makes the radius search an index scan.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "stores" (
	"store_number" integer PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"brand" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stores_position" ON "stores" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "stores_brand" ON "stores" USING btree ("brand","active");