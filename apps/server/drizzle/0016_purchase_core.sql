CREATE SEQUENCE "public"."purchase_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"supply" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"vat_included" boolean DEFAULT false NOT NULL,
	"supplier_part_no" text,
	CONSTRAINT "purchase_lines_qty_check" CHECK ("purchase_lines"."qty" > 0),
	CONSTRAINT "purchase_lines_price_check" CHECK ("purchase_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT prefixed_code('P', nextval('purchase_code_seq'), 8) NOT NULL,
	"supplier_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"purchase_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fixed_by" integer,
	"fixed_at" timestamp with time zone,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('draft', 'fixed')),
	CONSTRAINT "purchases_money_check" CHECK ("purchases"."supply" + "purchases"."vat" = "purchases"."total")
);
--> statement-breakpoint
CREATE TABLE "supplier_balances" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"doc_kind" text,
	"doc_code" text,
	"memo" text,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_fixed_by_accounts_id_fk" FOREIGN KEY ("fixed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_balances" ADD CONSTRAINT "supplier_balances_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger_entries" ADD CONSTRAINT "supplier_ledger_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ledger_entries" ADD CONSTRAINT "supplier_ledger_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_lines_line_key" ON "purchase_lines" USING btree ("purchase_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_lines_part_key" ON "purchase_lines" USING btree ("purchase_id","part_id");--> statement-breakpoint
CREATE INDEX "purchase_lines_part_idx" ON "purchase_lines" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_code_key" ON "purchases" USING btree ("code");--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "purchases_supplier_idx" ON "purchases" USING btree ("supplier_id","purchase_date");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","purchase_date");--> statement-breakpoint
CREATE INDEX "supplier_ledger_supplier_idx" ON "supplier_ledger_entries" USING btree ("supplier_id","at","id");--> statement-breakpoint
CREATE INDEX "supplier_ledger_doc_idx" ON "supplier_ledger_entries" USING btree ("doc_kind","doc_code");