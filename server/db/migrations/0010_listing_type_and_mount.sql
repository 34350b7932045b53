ALTER TABLE "products" ADD COLUMN "item_type" text DEFAULT 'camera' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mount" text;--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("item_type","post_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_mount_idx" ON "products" USING btree ("mount","post_time" DESC NULLS LAST,"id" DESC NULLS LAST);