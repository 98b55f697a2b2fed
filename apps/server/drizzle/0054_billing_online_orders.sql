CREATE TABLE "online_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"online_order_id" integer NOT NULL,
	"payment_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_collections_amount_check" CHECK ("online_collections"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"channel_order_no" text NOT NULL,
	"buyer_name" text,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_orders_channel_check" CHECK ("online_orders"."channel" in ('coupang', 'naver', '11st', 'gmarket', 'auction', 'own'))
);
--> statement-breakpoint
CREATE TABLE "online_recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"online_order_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_resv_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_collections" ADD CONSTRAINT "online_collections_online_order_id_online_orders_id_fk" FOREIGN KEY ("online_order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_collections" ADD CONSTRAINT "online_collections_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_orders" ADD CONSTRAINT "online_orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_recalls" ADD CONSTRAINT "online_recalls_online_order_id_online_orders_id_fk" FOREIGN KEY ("online_order_id") REFERENCES "public"."online_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_recalls" ADD CONSTRAINT "online_recalls_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_resv_images" ADD CONSTRAINT "order_resv_images_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_resv_images" ADD CONSTRAINT "order_resv_images_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_collections_payment_key" ON "online_collections" USING btree ("payment_code");--> statement-breakpoint
CREATE INDEX "online_collections_order_idx" ON "online_collections" USING btree ("online_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_orders_order_key" ON "online_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_orders_channel_no_key" ON "online_orders" USING btree ("channel","channel_order_no");--> statement-breakpoint
CREATE INDEX "online_orders_created_idx" ON "online_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_recalls_return_key" ON "online_recalls" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "online_recalls_order_idx" ON "online_recalls" USING btree ("online_order_id","line_no");--> statement-breakpoint
CREATE INDEX "online_recalls_created_idx" ON "online_recalls" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_resv_images_order_idx" ON "order_resv_images" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_resv_images_created_idx" ON "order_resv_images" USING btree ("created_at","id");