ALTER TABLE "products" ADD COLUMN "client_listing_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "products_client_listing_id_key" ON "products" USING btree ("client_listing_id");