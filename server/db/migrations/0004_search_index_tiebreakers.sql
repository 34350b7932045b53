DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","post_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand","post_time" DESC NULLS LAST,"id" DESC NULLS LAST);