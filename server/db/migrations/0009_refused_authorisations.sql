CREATE TABLE "refused_authorisations" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" uuid NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refused_authorisations" ADD CONSTRAINT "refused_authorisations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refused_authorisations_unreleased_idx" ON "refused_authorisations" USING btree ("created_at") WHERE "refused_authorisations"."released_at" is null;