ALTER TABLE "wishlist_items" ADD COLUMN "lowest_price_known_cents" integer;--> statement-breakpoint
UPDATE "wishlist_items" SET "lowest_price_known_cents" = "products"."resell_price_cents" FROM "products" WHERE "products"."id" = "wishlist_items"."product_id";
