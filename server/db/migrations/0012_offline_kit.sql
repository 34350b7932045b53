CREATE TABLE "image_uploads" (
	"uploader_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_uploads_uploader_id_upload_id_pk" PRIMARY KEY("uploader_id","upload_id")
);
--> statement-breakpoint
DROP INDEX "order_messages_order_idx";--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "written_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "order_messages" SET "written_at" = "created_at";--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","written_at");