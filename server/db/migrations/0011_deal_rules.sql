ALTER TABLE "orders" ADD COLUMN "accepted_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_requested_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_request_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_recorded_claimed_at" timestamp with time zone;