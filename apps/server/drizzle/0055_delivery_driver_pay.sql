CREATE TABLE "delivery_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"return_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_claims_kind_check" CHECK ("delivery_claims"."kind" in ('damaged', 'late', 'wrong'))
);
--> statement-breakpoint
CREATE TABLE "driver_pay_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"stops" integer NOT NULL,
	"return_pickups" integer NOT NULL,
	"junk_pickups" integer NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_pay_entries_kind_check" CHECK ("driver_pay_entries"."kind" in ('pay', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "driver_pay_rates" (
	"kind" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_pay_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"total" bigint NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by" integer,
	"reversed_at" timestamp with time zone,
	"reverse_reason" text,
	CONSTRAINT "driver_pay_runs_status_check" CHECK ("driver_pay_runs"."status" in ('paid', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "driver_pickup_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"pickup_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"scanned" text[],
	"collection_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_pickup_actions_action_check" CHECK ("driver_pickup_actions"."action" in ('collect', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "driver_provision_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"provision_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"points" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_provisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"memo" text,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_provisions_kind_check" CHECK ("driver_provisions"."kind" in ('old', 'return'))
);
--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_entries" ADD CONSTRAINT "driver_pay_entries_run_id_driver_pay_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."driver_pay_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_entries" ADD CONSTRAINT "driver_pay_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_entries" ADD CONSTRAINT "driver_pay_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_rates" ADD CONSTRAINT "driver_pay_rates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_runs" ADD CONSTRAINT "driver_pay_runs_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pay_runs" ADD CONSTRAINT "driver_pay_runs_reversed_by_accounts_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pickup_actions" ADD CONSTRAINT "driver_pickup_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pickup_actions" ADD CONSTRAINT "driver_pickup_actions_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_provision_lines" ADD CONSTRAINT "driver_provision_lines_provision_id_driver_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."driver_provisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_provision_lines" ADD CONSTRAINT "driver_provision_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_provisions" ADD CONSTRAINT "driver_provisions_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_claims_created_idx" ON "delivery_claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_claims_delivery_idx" ON "delivery_claims" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "driver_pay_entries_driver_idx" ON "driver_pay_entries" USING btree ("driver_id","at","id");--> statement-breakpoint
CREATE INDEX "driver_pay_entries_run_idx" ON "driver_pay_entries" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_pay_runs_code_key" ON "driver_pay_runs" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_pay_runs_month_paid_key" ON "driver_pay_runs" USING btree ("month") WHERE "driver_pay_runs"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "driver_pay_runs_month_idx" ON "driver_pay_runs" USING btree ("month","id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_pickup_actions_key" ON "driver_pickup_actions" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "driver_pickup_actions_pickup_idx" ON "driver_pickup_actions" USING btree ("pickup_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_provision_lines_source_key" ON "driver_provision_lines" USING btree ("kind","source_code");--> statement-breakpoint
CREATE INDEX "driver_provision_lines_provision_idx" ON "driver_provision_lines" USING btree ("provision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_provisions_code_key" ON "driver_provisions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "driver_provisions_confirmed_idx" ON "driver_provisions" USING btree ("confirmed_at","id");--> statement-breakpoint
CREATE INDEX "driver_provisions_kind_idx" ON "driver_provisions" USING btree ("kind","confirmed_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_method_status_idx" ON "deliveries" USING btree ("method_code","status");