ALTER TABLE "products" ALTER COLUMN "post_time" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "post_time" SET DEFAULT now();