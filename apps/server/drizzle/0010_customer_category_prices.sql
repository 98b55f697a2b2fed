CREATE TABLE "customer_category_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind_code" text NOT NULL,
	"discount_bp" integer NOT NULL,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_category_prices_range" CHECK ("customer_category_prices"."discount_bp" between -10000 and 10000)
);
--> statement-breakpoint
ALTER TABLE "customer_category_prices" ADD CONSTRAINT "customer_category_prices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_category_prices" ADD CONSTRAINT "customer_category_prices_kind_code_part_kinds_code_fk" FOREIGN KEY ("kind_code") REFERENCES "public"."part_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_category_prices" ADD CONSTRAINT "customer_category_prices_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_category_prices_key" ON "customer_category_prices" USING btree ("customer_id","kind_code");