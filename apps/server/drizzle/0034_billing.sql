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
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_issued_by_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_code_key" ON "billing_statements" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_statements_live_key" ON "billing_statements" USING btree ("customer_id","from_date","to_date") WHERE "billing_statements"."kind" = 'issue' and "billing_statements"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "billing_statements_customer_idx" ON "billing_statements" USING btree ("customer_id","from_date");--> statement-breakpoint
CREATE INDEX "billing_statements_issued_idx" ON "billing_statements" USING btree ("issued_at","id");