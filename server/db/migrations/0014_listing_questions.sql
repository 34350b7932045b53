ALTER TABLE "order_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "buyer_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_question_idx" ON "order_messages" USING btree ("product_id","buyer_id","written_at") WHERE "order_messages"."order_id" is null;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_one_thread" CHECK (("order_messages"."order_id" is not null and "order_messages"."product_id" is null and "order_messages"."buyer_id" is null) or ("order_messages"."order_id" is null and "order_messages"."product_id" is not null and "order_messages"."buyer_id" is not null));