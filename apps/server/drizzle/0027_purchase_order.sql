CREATE SEQUENCE "public"."purchase_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "purchase_order_date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"supply" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"vat_included" boolean DEFAULT false NOT NULL,
	"expected_date" date NOT NULL,
	"memo" text,
	"cancelled_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_qty_check" CHECK ("purchase_order_lines"."qty" > 0),
	CONSTRAINT "purchase_order_lines_price_check" CHECK ("purchase_order_lines"."unit_price" >= 0),
	CONSTRAINT "purchase_order_lines_cancelled_check" CHECK ("purchase_order_lines"."cancelled_qty" between 0 and "purchase_order_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT prefixed_code('B', nextval('purchase_order_code_seq'), 8) NOT NULL,
	"supplier_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"order_date" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"saved_by" integer,
	"saved_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"reject_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('requested', 'checked', 'approved', 'saved', 'rejected', 'cancelled')),
	CONSTRAINT "purchase_orders_money_check" CHECK ("purchase_orders"."supply" + "purchase_orders"."vat" = "purchase_orders"."total")
);
--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_date_changes" ADD CONSTRAINT "purchase_order_date_changes_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_date_changes" ADD CONSTRAINT "purchase_order_date_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_checked_by_accounts_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_date_changes_line_idx" ON "purchase_order_date_changes" USING btree ("order_line_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_line_key" ON "purchase_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_part_key" ON "purchase_order_lines" USING btree ("order_id","part_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_part_idx" ON "purchase_order_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_expected_idx" ON "purchase_order_lines" USING btree ("expected_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_code_key" ON "purchase_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "purchase_orders_date_idx" ON "purchase_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","order_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","order_date");--> statement-breakpoint
CREATE INDEX "purchase_lines_order_line_idx" ON "purchase_lines" USING btree ("order_line_id") WHERE order_line_id is not null;--> statement-breakpoint
-- hand-written: purchase_lines.order_line_id is a plain integer in purchase.table.ts (the purchase
-- module may not import the purchase-order module); the reference is declared here instead.
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;
