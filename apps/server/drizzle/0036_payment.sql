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
ALTER TABLE "pay_methods" ADD CONSTRAINT "pay_methods_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_confirmations" ADD CONSTRAINT "prepaid_confirmations_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_confirmations" ADD CONSTRAINT "prepaid_confirmations_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_customers" ADD CONSTRAINT "prepaid_customers_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payment_events" ADD CONSTRAINT "toss_payment_events_payment_id_toss_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."toss_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payment_events" ADD CONSTRAINT "toss_payment_events_by_accounts_id_fk" FOREIGN KEY ("by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payments" ADD CONSTRAINT "toss_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toss_payments" ADD CONSTRAINT "toss_payments_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_confirmations_payment_key" ON "prepaid_confirmations" USING btree ("payment_code");--> statement-breakpoint
CREATE INDEX "toss_payment_events_payment_idx" ON "toss_payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "toss_payments_order_id_key" ON "toss_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "toss_payments_payment_key" ON "toss_payments" USING btree ("payment_key") WHERE payment_key is not null;--> statement-breakpoint
CREATE INDEX "toss_payments_requested_idx" ON "toss_payments" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "toss_payments_customer_idx" ON "toss_payments" USING btree ("customer_id","requested_at");--> statement-breakpoint
CREATE INDEX "toss_payments_state_idx" ON "toss_payments" USING btree ("state","requested_at");