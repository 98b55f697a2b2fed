CREATE SEQUENCE "public"."customer_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "biz_no_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"biz_no" text NOT NULL,
	"check_digit_valid" boolean NOT NULL,
	"source" text NOT NULL,
	"status_code" text,
	"status_label" text,
	"tax_type" text,
	"closed_on" text,
	"registered" boolean,
	"searched_by" integer,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"raw" jsonb
);
--> statement-breakpoint
CREATE TABLE "customer_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"via" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_required" boolean DEFAULT false NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT ('C' || lpad(nextval('customer_code_seq')::text, 6, '0')) NOT NULL,
	"name" text NOT NULL,
	"biz_no" text,
	"representative" text,
	"phone" text,
	"mobile" text,
	"fax" text,
	"email" text,
	"postcode" text,
	"address" text,
	"address_detail" text,
	"district_group" text,
	"customer_type" text DEFAULT 'repair' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"unpaid_code" text,
	"rank" text,
	"interface_id" text,
	"sales_staff_id" integer,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"payment_terms" text,
	"tax_invoice_email" text,
	"vat_included" boolean DEFAULT false NOT NULL,
	"old_part_pickup_allowed" boolean DEFAULT true NOT NULL,
	"memo" text,
	"insert_checked_at" timestamp with time zone,
	"insert_checked_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name_grams" text[] GENERATED ALWAYS AS (search_grams(name)) STORED NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (search_grams(code || '|' || name || '|' || coalesce(representative, '') || '|' || coalesce(phone, '') || '|' || coalesce(mobile, '') || '|' || coalesce(biz_no, ''))) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(regexp_replace(code || '|' || name || '|' || coalesce(representative, '') || '|' || coalesce(phone, '') || '|' || coalesce(mobile, '') || '|' || coalesce(biz_no, ''), '[[:space:]-]+', '', 'g'))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "district_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_no_lookups" ADD CONSTRAINT "biz_no_lookups_searched_by_accounts_id_fk" FOREIGN KEY ("searched_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_no_lookups" ADD CONSTRAINT "biz_no_lookups_checked_by_accounts_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_checked_by_accounts_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sales_staff_id_accounts_id_fk" FOREIGN KEY ("sales_staff_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_insert_checked_by_accounts_id_fk" FOREIGN KEY ("insert_checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biz_no_lookups_biz_no_idx" ON "biz_no_lookups" USING btree ("biz_no","searched_at");--> statement-breakpoint
CREATE INDEX "biz_no_lookups_at_idx" ON "biz_no_lookups" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "customer_changes_customer_idx" ON "customer_changes" USING btree ("customer_id","changed_at");--> statement-breakpoint
CREATE INDEX "customer_changes_unchecked_idx" ON "customer_changes" USING btree ("changed_at") WHERE check_required and checked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_key" ON "customers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_name_grams_idx" ON "customers" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "customers_search_grams_idx" ON "customers" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "customers_biz_no_idx" ON "customers" USING btree ("biz_no");--> statement-breakpoint
CREATE INDEX "customers_interface_id_idx" ON "customers" USING btree ("interface_id");--> statement-breakpoint
CREATE INDEX "customers_district_idx" ON "customers" USING btree ("district_group");--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "customers_rank_idx" ON "customers" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "customers_sales_staff_idx" ON "customers" USING btree ("sales_staff_id");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_unchecked_idx" ON "customers" USING btree ("created_at") WHERE insert_checked_at is null;