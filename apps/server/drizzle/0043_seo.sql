CREATE TABLE "seo_branch_customers" (
	"customer_id" integer NOT NULL,
	"partner_code" text NOT NULL,
	"linked_by" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_branch_customers_customer_id_pk" PRIMARY KEY("customer_id")
);
--> statement-breakpoint
CREATE TABLE "seo_cps_order_lines" (
	"cps_order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "seo_cps_order_lines_cps_order_id_line_no_pk" PRIMARY KEY("cps_order_id","line_no"),
	CONSTRAINT "seo_cps_order_lines_qty_check" CHECK ("seo_cps_order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "seo_cps_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner_code" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"move_code" text,
	"fail_reason" text,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_by" integer,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "seo_cps_orders_status_check" CHECK ("seo_cps_orders"."status" in ('requested', 'failed', 'shipped', 'received', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "seo_branch_customers" ADD CONSTRAINT "seo_branch_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_branch_customers" ADD CONSTRAINT "seo_branch_customers_linked_by_accounts_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_cps_order_lines" ADD CONSTRAINT "seo_cps_order_lines_cps_order_id_seo_cps_orders_id_fk" FOREIGN KEY ("cps_order_id") REFERENCES "public"."seo_cps_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_cps_order_lines" ADD CONSTRAINT "seo_cps_order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_cps_orders" ADD CONSTRAINT "seo_cps_orders_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_cps_orders" ADD CONSTRAINT "seo_cps_orders_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_cps_orders" ADD CONSTRAINT "seo_cps_orders_filled_by_accounts_id_fk" FOREIGN KEY ("filled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_branch_customers_partner_idx" ON "seo_branch_customers" USING btree ("partner_code","customer_id");--> statement-breakpoint
CREATE INDEX "seo_cps_order_lines_part_idx" ON "seo_cps_order_lines" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_cps_orders_code_idx" ON "seo_cps_orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_cps_orders_live_order_idx" ON "seo_cps_orders" USING btree ("order_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "seo_cps_orders_status_idx" ON "seo_cps_orders" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "seo_cps_orders_partner_idx" ON "seo_cps_orders" USING btree ("partner_code","requested_at","id");--> statement-breakpoint
CREATE INDEX "seo_cps_orders_requested_idx" ON "seo_cps_orders" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "seo_cps_orders_move_idx" ON "seo_cps_orders" USING btree ("move_code") WHERE move_code is not null;