CREATE TABLE "courier_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"partner_code" text NOT NULL,
	"waybill_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_app_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"delivery_method_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"vin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_baskets_qty_check" CHECK ("customer_baskets"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_app_orders" ADD CONSTRAINT "customer_app_orders_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_app_orders" ADD CONSTRAINT "customer_app_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_app_orders" ADD CONSTRAINT "customer_app_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_baskets" ADD CONSTRAINT "customer_baskets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_baskets" ADD CONSTRAINT "customer_baskets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_baskets" ADD CONSTRAINT "customer_baskets_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_handovers_delivery_key" ON "courier_handovers" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "courier_handovers_partner_idx" ON "courier_handovers" USING btree ("partner_code","confirmed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_app_orders_order_key" ON "customer_app_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_app_orders_customer_idx" ON "customer_app_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_app_orders_created_idx" ON "customer_app_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_baskets_account_part_key" ON "customer_baskets" USING btree ("account_id","part_id");--> statement-breakpoint
CREATE INDEX "customer_baskets_customer_idx" ON "customer_baskets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "deliveries_waybill_idx" ON "deliveries" USING btree ("waybill_no") WHERE "deliveries"."waybill_no" is not null;