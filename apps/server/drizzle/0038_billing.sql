CREATE TABLE "billing_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"opening_balance" bigint NOT NULL,
	"sales" bigint NOT NULL,
	"sales_supply" bigint NOT NULL,
	"sales_tax" bigint NOT NULL,
	"cancels" bigint NOT NULL,
	"returns" bigint NOT NULL,
	"payments" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"closing_balance" bigint NOT NULL,
	"reverses_id" bigint,
	"voided_at" timestamp with time zone,
	"reason" text,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "billing_statements_kind_check" CHECK ("billing_statements"."kind" in ('issue', 'reversal')),
	CONSTRAINT "billing_statements_period_check" CHECK ("billing_statements"."from_date" <= "billing_statements"."to_date")
);
--> statement-breakpoint
CREATE TABLE "pay_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepaid_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"payment_code" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepaid_customers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"prepaid" boolean DEFAULT true NOT NULL,
	"pay_method_code" text,
	"payment_info" text,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toss_payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"event" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"doc_code" text,
	"by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toss_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"canceled_amount" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"payment_key" text,
	"method" text,
	"card_last4" text,
	"receivable_code" text,
	"memo" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "toss_payments_state_check" CHECK ("toss_payments"."state" in ('ready', 'done', 'partial-canceled', 'canceled', 'aborted')),
	CONSTRAINT "toss_payments_cancel_check" CHECK ("toss_payments"."canceled_amount" >= 0 and "toss_payments"."canceled_amount" <= "toss_payments"."amount"),
	CONSTRAINT "toss_payments_last4_check" CHECK ("toss_payments"."card_last4" is null or length("toss_payments"."card_last4") <= 4)
);
--> statement-breakpoint
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
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_issued_by_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_methods" ADD CONSTRAINT "pay_methods_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_confirmations" ADD CONSTRAINT "prepaid_confirmations_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_confirmations" ADD CONSTRAINT "prepaid_confirmations_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payment_events" ADD CONSTRAINT "toss_payment_events_payment_id_toss_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."toss_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payment_events" ADD CONSTRAINT "toss_payment_events_by_accounts_id_fk" FOREIGN KEY ("by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payments" ADD CONSTRAINT "toss_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payments" ADD CONSTRAINT "toss_payments_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_lines" ADD CONSTRAINT "tax_invoice_lines_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_log" ADD CONSTRAINT "tax_invoice_log_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_log" ADD CONSTRAINT "tax_invoice_log_by_accounts_id_fk" FOREIGN KEY ("by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_orders" ADD CONSTRAINT "tax_invoice_orders_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_orders" ADD CONSTRAINT "tax_invoice_orders_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_code_key" ON "billing_statements" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_live_key" ON "billing_statements" USING btree ("customer_id","from_date","to_date") WHERE "billing_statements"."kind" = 'issue' and "billing_statements"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "billing_statements_customer_idx" ON "billing_statements" USING btree ("customer_id","from_date");--> statement-breakpoint
CREATE INDEX "billing_statements_issued_idx" ON "billing_statements" USING btree ("issued_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_confirmations_payment_key" ON "prepaid_confirmations" USING btree ("payment_code");--> statement-breakpoint
CREATE INDEX "toss_payment_events_payment_idx" ON "toss_payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "toss_payments_order_id_key" ON "toss_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "toss_payments_payment_key" ON "toss_payments" USING btree ("payment_key") WHERE payment_key is not null;--> statement-breakpoint
CREATE INDEX "toss_payments_requested_idx" ON "toss_payments" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "toss_payments_customer_idx" ON "toss_payments" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "toss_payments_state_idx" ON "toss_payments" USING btree ("state","requested_at");--> statement-breakpoint
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