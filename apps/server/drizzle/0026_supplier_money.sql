CREATE SEQUENCE "public"."supplier_bill_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "supplier_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"purchase_line_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"supply" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"qty_reason" text,
	"price_reason" text,
	CONSTRAINT "supplier_bill_lines_qty_check" CHECK ("supplier_bill_lines"."qty" > 0),
	CONSTRAINT "supplier_bill_lines_price_check" CHECK ("supplier_bill_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT prefixed_code('V', nextval('supplier_bill_code_seq'), 8) NOT NULL,
	"supplier_id" integer NOT NULL,
	"bill_date" date NOT NULL,
	"kind" text NOT NULL,
	"supplier_bill_no" text NOT NULL,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"adjustment" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "supplier_bills_status_check" CHECK ("supplier_bills"."status" in ('draft', 'matched', 'accepted')),
	CONSTRAINT "supplier_bills_kind_check" CHECK ("supplier_bills"."kind" in ('tax', 'plain', 'receipt')),
	CONSTRAINT "supplier_bills_money_check" CHECK ("supplier_bills"."supply" + "supplier_bills"."vat" = "supplier_bills"."total")
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"supplier_id" integer NOT NULL,
	"pay_date" date NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text,
	"reverses" integer,
	"reversed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."amount" > 0),
	CONSTRAINT "supplier_payments_method_check" CHECK ("supplier_payments"."method" in ('cash', 'transfer', 'note', 'card'))
);
--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_bill_id_supplier_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_purchase_line_id_purchase_lines_id_fk" FOREIGN KEY ("purchase_line_id") REFERENCES "public"."purchase_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bill_lines" ADD CONSTRAINT "supplier_bill_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_accepted_by_accounts_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_reverses_supplier_payments_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."supplier_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_reversed_by_supplier_payments_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."supplier_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bill_lines_line_key" ON "supplier_bill_lines" USING btree ("bill_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bill_lines_purchase_line_key" ON "supplier_bill_lines" USING btree ("bill_id","purchase_line_id");--> statement-breakpoint
CREATE INDEX "supplier_bill_lines_purchase_line_idx" ON "supplier_bill_lines" USING btree ("purchase_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_code_key" ON "supplier_bills" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_supplier_no_key" ON "supplier_bills" USING btree ("supplier_id","supplier_bill_no");--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier_idx" ON "supplier_bills" USING btree ("supplier_id","bill_date");--> statement-breakpoint
CREATE INDEX "supplier_bills_date_idx" ON "supplier_bills" USING btree ("bill_date","id");--> statement-breakpoint
CREATE INDEX "supplier_bills_status_idx" ON "supplier_bills" USING btree ("status","bill_date");--> statement-breakpoint
CREATE INDEX "supplier_bills_total_idx" ON "supplier_bills" USING btree ("total");--> statement-breakpoint
CREATE INDEX "supplier_bills_no_idx" ON "supplier_bills" USING btree ("supplier_bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_code_key" ON "supplier_payments" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_reverses_key" ON "supplier_payments" USING btree ("reverses");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_idx" ON "supplier_payments" USING btree ("supplier_id","pay_date");--> statement-breakpoint
CREATE INDEX "supplier_payments_date_idx" ON "supplier_payments" USING btree ("pay_date","id");--> statement-breakpoint
CREATE INDEX "supplier_payments_method_idx" ON "supplier_payments" USING btree ("method","pay_date");--> statement-breakpoint
CREATE INDEX "supplier_payments_amount_idx" ON "supplier_payments" USING btree ("amount");