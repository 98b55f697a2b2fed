CREATE TABLE "direct_examination_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"examination_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"examined_qty" integer,
	CONSTRAINT "direct_examination_lines_qty_check" CHECK ("direct_examination_lines"."qty" > 0 and "direct_examination_lines"."unit_price" >= 0),
	CONSTRAINT "direct_examination_lines_examined_check" CHECK ("direct_examination_lines"."examined_qty" is null or ("direct_examination_lines"."examined_qty" >= 0 and "direct_examination_lines"."examined_qty" <= "direct_examination_lines"."qty"))
);
--> statement-breakpoint
CREATE TABLE "direct_examinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"supplier_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"order_code" text,
	"memo" text,
	"method" text,
	"purchase_code" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"examined_by" integer,
	"examined_at" timestamp with time zone,
	CONSTRAINT "direct_examinations_status_check" CHECK ("direct_examinations"."status" in ('waiting', 'examined')),
	CONSTRAINT "direct_examinations_method_check" CHECK ("direct_examinations"."method" is null or "direct_examinations"."method" in ('paper', 'scan'))
);
--> statement-breakpoint
CREATE TABLE "freight_cost_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"freight_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"qty" integer NOT NULL,
	"value" bigint NOT NULL,
	"share" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"doc_kind" text NOT NULL,
	"doc_code" text NOT NULL,
	"carrier_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"vat_included" boolean NOT NULL,
	"supply" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"basis" text NOT NULL,
	"paid_on" date NOT NULL,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_note" text,
	CONSTRAINT "freight_costs_status_check" CHECK ("freight_costs"."status" in ('posted', 'cancelled')),
	CONSTRAINT "freight_costs_kind_check" CHECK ("freight_costs"."doc_kind" in ('purchase', 'move')),
	CONSTRAINT "freight_costs_basis_check" CHECK ("freight_costs"."basis" in ('value', 'qty')),
	CONSTRAINT "freight_costs_money_check" CHECK ("freight_costs"."amount" > 0 and "freight_costs"."supply" + "freight_costs"."vat" = "freight_costs"."amount")
);
--> statement-breakpoint
ALTER TABLE "direct_examination_lines" ADD CONSTRAINT "direct_examination_lines_examination_id_direct_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."direct_examinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_examination_lines" ADD CONSTRAINT "direct_examination_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_examinations" ADD CONSTRAINT "direct_examinations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_examinations" ADD CONSTRAINT "direct_examinations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_examinations" ADD CONSTRAINT "direct_examinations_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_examinations" ADD CONSTRAINT "direct_examinations_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_examinations" ADD CONSTRAINT "direct_examinations_examined_by_accounts_id_fk" FOREIGN KEY ("examined_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_cost_lines" ADD CONSTRAINT "freight_cost_lines_freight_id_freight_costs_id_fk" FOREIGN KEY ("freight_id") REFERENCES "public"."freight_costs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_cost_lines" ADD CONSTRAINT "freight_cost_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_cost_lines" ADD CONSTRAINT "freight_cost_lines_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_costs" ADD CONSTRAINT "freight_costs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_costs" ADD CONSTRAINT "freight_costs_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_examination_lines_key" ON "direct_examination_lines" USING btree ("examination_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_examination_lines_part_key" ON "direct_examination_lines" USING btree ("examination_id","part_id");--> statement-breakpoint
CREATE INDEX "direct_examination_lines_part_idx" ON "direct_examination_lines" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_examinations_code_key" ON "direct_examinations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "direct_examinations_requested_idx" ON "direct_examinations" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "direct_examinations_status_idx" ON "direct_examinations" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "direct_examinations_supplier_idx" ON "direct_examinations" USING btree ("supplier_id","requested_at");--> statement-breakpoint
CREATE INDEX "direct_examinations_customer_idx" ON "direct_examinations" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "direct_examinations_order_idx" ON "direct_examinations" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_cost_lines_key" ON "freight_cost_lines" USING btree ("freight_id","line_no");--> statement-breakpoint
CREATE INDEX "freight_cost_lines_part_idx" ON "freight_cost_lines" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_costs_code_key" ON "freight_costs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "freight_costs_created_idx" ON "freight_costs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "freight_costs_paid_idx" ON "freight_costs" USING btree ("paid_on","id");--> statement-breakpoint
CREATE INDEX "freight_costs_doc_idx" ON "freight_costs" USING btree ("doc_code","status");