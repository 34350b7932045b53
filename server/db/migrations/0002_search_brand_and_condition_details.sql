CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shutter_count" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "included" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || brand || ' ' || category || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "products_market_price_idx" ON "products" USING btree ("resell_price_cents","id") WHERE "products"."availability" = 'available';--> statement-breakpoint
CREATE INDEX "products_market_newest_idx" ON "products" USING btree ("post_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."availability" = 'available';--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand","post_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);