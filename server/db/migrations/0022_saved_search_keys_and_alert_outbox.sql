CREATE TABLE "alert_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"found_before" uuid[],
	"price_before_cents" integer,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"try_after" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_keys" (
	"key" text NOT NULL,
	"search_id" uuid NOT NULL,
	CONSTRAINT "saved_search_keys_key_search_id_pk" PRIMARY KEY("key","search_id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "keys_version" integer;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_keys" ADD CONSTRAINT "saved_search_keys_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_outbox_due_idx" ON "alert_outbox" USING btree ("try_after","queued_at");--> statement-breakpoint
CREATE INDEX "alert_outbox_product_idx" ON "alert_outbox" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "saved_search_keys_search_idx" ON "saved_search_keys" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_keys_version_idx" ON "saved_searches" USING btree ("keys_version");