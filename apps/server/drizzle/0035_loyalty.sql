CREATE TABLE "customer_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text,
	"holder_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"collector" text NOT NULL,
	"result" text NOT NULL,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"promised_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"collector" text NOT NULL,
	"memo" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_deposit_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_deposit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text,
	"order_code" text,
	"reverses_code" text,
	"memo" text,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_settlement_standards" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"cycle" text NOT NULL,
	"closing_day" integer NOT NULL,
	"pay_days" integer NOT NULL,
	"method" text NOT NULL,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_day_rates" (
	"day" date PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_rank_amounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"computed_rank" text,
	"run_id" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_rank_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"rank_code" text NOT NULL,
	"reason" text NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"close_reason" text
);
--> statement-breakpoint
CREATE TABLE "customer_rank_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"from_rank" text,
	"to_rank" text,
	"source" text NOT NULL,
	"reason" text,
	"amount" bigint,
	"run_id" integer,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rank_code" text NOT NULL,
	"kind_code" text NOT NULL,
	"discount_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_levels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"point_rate_bp" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_policy" (
	"id" integer PRIMARY KEY NOT NULL,
	"period_months" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_recompute_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rank_rules" (
	"rank_code" text PRIMARY KEY NOT NULL,
	"weekdays" text,
	"from_hm" text,
	"to_hm" text,
	"delivery_methods" text[],
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_calls" ADD CONSTRAINT "collection_calls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_calls" ADD CONSTRAINT "collection_calls_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_deposit_balances" ADD CONSTRAINT "customer_deposit_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_deposit_entries" ADD CONSTRAINT "customer_deposit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_deposit_entries" ADD CONSTRAINT "customer_deposit_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settlement_standards" ADD CONSTRAINT "customer_settlement_standards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settlement_standards" ADD CONSTRAINT "customer_settlement_standards_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_day_rates" ADD CONSTRAINT "point_day_rates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_amounts" ADD CONSTRAINT "customer_rank_amounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_choices" ADD CONSTRAINT "customer_rank_choices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_choices" ADD CONSTRAINT "customer_rank_choices_rank_code_rank_levels_code_fk" FOREIGN KEY ("rank_code") REFERENCES "public"."rank_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_choices" ADD CONSTRAINT "customer_rank_choices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_choices" ADD CONSTRAINT "customer_rank_choices_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_history" ADD CONSTRAINT "customer_rank_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rank_history" ADD CONSTRAINT "customer_rank_history_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_discounts" ADD CONSTRAINT "rank_discounts_rank_code_rank_levels_code_fk" FOREIGN KEY ("rank_code") REFERENCES "public"."rank_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_levels" ADD CONSTRAINT "rank_levels_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_recompute_runs" ADD CONSTRAINT "rank_recompute_runs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_rules" ADD CONSTRAINT "rank_rules_rank_code_rank_levels_code_fk" FOREIGN KEY ("rank_code") REFERENCES "public"."rank_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_rules" ADD CONSTRAINT "rank_rules_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cards_customer_idx" ON "customer_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "collection_calls_customer_idx" ON "collection_calls" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "collection_promises_customer_idx" ON "collection_promises" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_deposit_entries_code_key" ON "customer_deposit_entries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_deposit_entries_reverses_key" ON "customer_deposit_entries" USING btree ("reverses_code") WHERE reverses_code is not null;--> statement-breakpoint
CREATE INDEX "customer_deposit_entries_customer_idx" ON "customer_deposit_entries" USING btree ("customer_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "customer_deposit_entries_at_idx" ON "customer_deposit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "customer_deposit_entries_order_idx" ON "customer_deposit_entries" USING btree ("order_code") WHERE order_code is not null;--> statement-breakpoint
CREATE INDEX "customer_rank_amounts_amount_idx" ON "customer_rank_amounts" USING btree ("amount");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_rank_choices_active_key" ON "customer_rank_choices" USING btree ("customer_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "customer_rank_choices_created_idx" ON "customer_rank_choices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_rank_history_customer_idx" ON "customer_rank_history" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "customer_rank_history_at_idx" ON "customer_rank_history" USING btree ("at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_discounts_rank_kind_key" ON "rank_discounts" USING btree ("rank_code","kind_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_recompute_runs_monthly_key" ON "rank_recompute_runs" USING btree ("from_date","to_date") WHERE trigger = 'monthly';--> statement-breakpoint
CREATE INDEX "rank_recompute_runs_status_idx" ON "rank_recompute_runs" USING btree ("status");