ALTER TABLE "orders" ADD COLUMN "dispute_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;