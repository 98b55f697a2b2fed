CREATE TABLE "consignment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"consignment_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer,
	CONSTRAINT "consignment_lines_qty_check" CHECK ("consignment_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "consignment_locations" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"warehouse_code" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_locations_warehouse_code_unique" UNIQUE("warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_id" integer NOT NULL,
	"warehouse_code" text,
	"location_code" text NOT NULL,
	"order_code" text,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"posted_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignments_code_unique" UNIQUE("code"),
	CONSTRAINT "consignments_type_check" CHECK ("consignments"."type" in ('place', 'withdraw', 'use')),
	CONSTRAINT "consignments_status_check" CHECK ("consignments"."status" in ('draft', 'posted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "consignment_lines" ADD CONSTRAINT "consignment_lines_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_lines" ADD CONSTRAINT "consignment_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_locations" ADD CONSTRAINT "consignment_locations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_locations" ADD CONSTRAINT "consignment_locations_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_location_code_warehouses_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_posted_by_accounts_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_lines_doc_line_idx" ON "consignment_lines" USING btree ("consignment_id","line_no");--> statement-breakpoint
CREATE INDEX "consignment_lines_part_idx" ON "consignment_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "consignments_created_idx" ON "consignments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consignments_customer_idx" ON "consignments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "consignments_type_idx" ON "consignments" USING btree ("type","created_at");