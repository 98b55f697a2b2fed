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
CREATE INDEX "customer_cards_customer_idx" ON "customer_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "collection_calls_customer_idx" ON "collection_calls" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "collection_promises_customer_idx" ON "collection_promises" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_deposit_entries_code_key" ON "customer_deposit_entries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_deposit_entries_reverses_key" ON "customer_deposit_entries" USING btree ("reverses_code") WHERE reverses_code is not null;--> statement-breakpoint
CREATE INDEX "customer_deposit_entries_customer_idx" ON "customer_deposit_entries" USING btree ("customer_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "customer_deposit_entries_at_idx" ON "customer_deposit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "customer_deposit_entries_order_idx" ON "customer_deposit_entries" USING btree ("order_code") WHERE order_code is not null;