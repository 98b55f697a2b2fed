CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"doc_code" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_state_check" CHECK ("outbox_messages"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"line_date" date NOT NULL,
	"item_name" text NOT NULL,
	"spec" text,
	"qty" integer,
	"unit_price" bigint,
	"supply" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"source_code" text
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"event" text NOT NULL,
	"message" text NOT NULL,
	"by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"basis" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"write_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"buyer_biz_no" text NOT NULL,
	"purpose" text DEFAULT '청구' NOT NULL,
	"supply_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"amendment_code" text,
	"original_id" bigint,
	"reversing_code" text,
	"month" text,
	"due_date" date,
	"nts_confirm_no" text,
	"issued_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_invoices_state_check" CHECK ("tax_invoices"."state" in ('draft', 'queued', 'issued')),
	CONSTRAINT "tax_invoices_basis_check" CHECK ("tax_invoices"."basis" in ('order', 'month', 'amended')),
	CONSTRAINT "tax_invoices_sums_check" CHECK ("tax_invoices"."supply_total" + "tax_invoices"."tax_total" = "tax_invoices"."total")
);
--> statement-breakpoint
ALTER TABLE "tax_invoice_lines" ADD CONSTRAINT "tax_invoice_lines_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_log" ADD CONSTRAINT "tax_invoice_log_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_log" ADD CONSTRAINT "tax_invoice_log_by_accounts_id_fk" FOREIGN KEY ("by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_orders" ADD CONSTRAINT "tax_invoice_orders_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_orders" ADD CONSTRAINT "tax_invoice_orders_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_key" ON "outbox_messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at","id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_unsent_idx" ON "outbox_messages" USING btree ("created_at","id") WHERE state <> 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_lines_line_key" ON "tax_invoice_lines" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE INDEX "tax_invoice_log_invoice_idx" ON "tax_invoice_log" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "tax_invoice_orders_invoice_idx" ON "tax_invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_code_key" ON "tax_invoices" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_reversing_key" ON "tax_invoices" USING btree ("reversing_code") WHERE reversing_code is not null;--> statement-breakpoint
CREATE INDEX "tax_invoices_write_date_idx" ON "tax_invoices" USING btree ("write_date","id");--> statement-breakpoint
CREATE INDEX "tax_invoices_customer_idx" ON "tax_invoices" USING btree ("customer_id","write_date");--> statement-breakpoint
CREATE INDEX "tax_invoices_state_idx" ON "tax_invoices" USING btree ("state","write_date") WHERE state <> 'issued';