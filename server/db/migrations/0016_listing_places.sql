ALTER TABLE "products" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "products_place_idx" ON "products" USING btree ("latitude","longitude");