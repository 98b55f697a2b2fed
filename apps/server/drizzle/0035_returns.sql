CREATE TABLE "old_part_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'collected' NOT NULL,
	"memo" text,
	"collected_by" integer,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cashback_points" bigint DEFAULT 0 NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "old_part_collections_status_check" CHECK ("old_part_collections"."status" in ('collected', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "old_part_paybacks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cashback_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_part_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payback_code" text NOT NULL,
	"part_code" text NOT NULL,
	"scanned_value" text NOT NULL,
	"unit_barcode" text
);
--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"disposition" text NOT NULL,
	"supply" bigint,
	"tax" bigint,
	"total" bigint,
	"points_reversed" bigint DEFAULT 0 NOT NULL,
	"point_shortfall" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_return_lines_qty_check" CHECK ("order_return_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_return_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"scanned_value" text NOT NULL,
	"unit_barcode" text,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"reject_reason" text,
	"examined_by" integer,
	"examined_at" timestamp with time zone,
	CONSTRAINT "order_returns_kind_check" CHECK ("order_returns"."kind" in ('plain', 'exchange', 'defect')),
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('requested', 'checked', 'rejected', 'examined'))
);
--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "returned_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "old_part_collections" ADD CONSTRAINT "old_part_collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_collections" ADD CONSTRAINT "old_part_collections_collected_by_accounts_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_collections" ADD CONSTRAINT "old_part_collections_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_paybacks" ADD CONSTRAINT "old_part_paybacks_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_units" ADD CONSTRAINT "old_part_units_collection_id_old_part_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."old_part_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_units" ADD CONSTRAINT "old_part_units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_scans" ADD CONSTRAINT "order_return_scans_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_scans" ADD CONSTRAINT "order_return_scans_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_checked_by_accounts_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_examined_by_accounts_id_fk" FOREIGN KEY ("examined_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "old_part_collections_code_key" ON "old_part_collections" USING btree ("code");--> statement-breakpoint
CREATE INDEX "old_part_collections_customer_idx" ON "old_part_collections" USING btree ("customer_id","collected_at");--> statement-breakpoint
CREATE INDEX "old_part_collections_status_idx" ON "old_part_collections" USING btree ("status","collected_at","id");--> statement-breakpoint
CREATE INDEX "old_part_collections_collected_idx" ON "old_part_collections" USING btree ("collected_at","id");--> statement-breakpoint
CREATE INDEX "old_part_units_collection_idx" ON "old_part_units" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "old_part_units_customer_idx" ON "old_part_units" USING btree ("customer_id","payback_code");--> statement-breakpoint
CREATE UNIQUE INDEX "old_part_units_unit_key" ON "old_part_units" USING btree ("unit_barcode") WHERE unit_barcode is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_lines_line_key" ON "order_return_lines" USING btree ("return_id","line_no");--> statement-breakpoint
CREATE INDEX "order_return_scans_return_idx" ON "order_return_scans" USING btree ("return_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_scans_unit_key" ON "order_return_scans" USING btree ("return_id","unit_barcode") WHERE unit_barcode is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_code_key" ON "order_returns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "order_returns_kind_idx" ON "order_returns" USING btree ("kind","requested_at","id");--> statement-breakpoint
CREATE INDEX "order_returns_customer_idx" ON "order_returns" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "order_returns_requested_idx" ON "order_returns" USING btree ("requested_at","id");--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_returned_qty" CHECK ("sales_order_lines"."returned_qty" >= 0 and "sales_order_lines"."cancelled_qty" + "sales_order_lines"."returned_qty" <= "sales_order_lines"."qty");