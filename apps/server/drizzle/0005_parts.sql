CREATE SEQUENCE "public"."unit_barcode_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."part_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."supplier_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "part_barcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"value" text NOT NULL,
	"symbology" text NOT NULL,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_barcode_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_barcode_id" bigint NOT NULL,
	"event" text NOT NULL,
	"state_after" text NOT NULL,
	"doc_kind" text,
	"doc_code" text,
	"warehouse_code" text,
	"memo" text,
	"actor_account_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_barcodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"serial" bigint NOT NULL,
	"part_id" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"warehouse_code" text,
	"doc_kind" text DEFAULT 'manual' NOT NULL,
	"doc_code" text,
	"manufactured_on" date,
	"printed_count" integer DEFAULT 0 NOT NULL,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" text,
	"vin_pattern" text,
	"car_no" text,
	"maker" text,
	"model" text,
	"model_key" text,
	"model_year" integer,
	"engine" text,
	"customer_code" text,
	"memo" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decoded_by" text,
	"file_name" text,
	"file_stored_name" text,
	"file_content_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_fitments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"vin" text,
	"vin_pattern" text,
	"maker" text,
	"model" text,
	"model_key" text,
	"model_year" integer,
	"source" text NOT NULL,
	"customer_code" text,
	"memo_code" text,
	"doc_code" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"maker" text,
	"country" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_app_info" (
	"part_id" integer PRIMARY KEY NOT NULL,
	"app_visible" boolean DEFAULT false NOT NULL,
	"app_name" text,
	"app_price" bigint,
	"app_category" text,
	"app_sort" integer DEFAULT 0 NOT NULL,
	"as_available" boolean DEFAULT false NOT NULL,
	"as_months" integer,
	"app_memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_kinds" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"app_use" boolean DEFAULT false NOT NULL,
	"full_view" boolean DEFAULT true NOT NULL,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"old_payback_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_location_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"before" text,
	"after" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_locations" (
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"location" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_locations_part_id_warehouse_code_pk" PRIMARY KEY("part_id","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "part_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"supplier_id" integer,
	"sale_price_before" bigint,
	"sale_price_after" bigint,
	"purchase_price_before" bigint,
	"purchase_price_after" bigint,
	"via" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_related_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"related_part_no" text NOT NULL,
	"related_part_no_norm" text GENERATED ALWAYS AS (translate(regexp_replace(related_part_no, '[[:space:]-]+', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')) STORED NOT NULL,
	"relation" text NOT NULL,
	"brand_name" text,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_set_items" (
	"set_part_id" integer NOT NULL,
	"component_part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "part_set_items_set_part_id_component_part_id_pk" PRIMARY KEY("set_part_id","component_part_id")
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT ('P' || lpad(nextval('part_code_seq')::text, 7, '0')) NOT NULL,
	"part_no" text NOT NULL,
	"part_no_norm" text GENERATED ALWAYS AS (translate(regexp_replace(part_no, '[[:space:]-]+', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')) STORED NOT NULL,
	"name" text NOT NULL,
	"car_model" text DEFAULT '' NOT NULL,
	"norm" text,
	"brand_code" text,
	"kind_code" text,
	"unit" text DEFAULT 'EA' NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"purchase_price" bigint DEFAULT 0 NOT NULL,
	"vat_included" boolean DEFAULT false NOT NULL,
	"proper_stock" integer DEFAULT 0 NOT NULL,
	"allow_back_order" boolean DEFAULT false NOT NULL,
	"description" text,
	"is_set" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (search_grams(name || '|' || car_model)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(regexp_replace(name || '|' || car_model, '[[:space:]-]+', '', 'g'))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_parts" (
	"supplier_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"supplier_part_no" text,
	"supplier_part_no_norm" text GENERATED ALWAYS AS (translate(regexp_replace(supplier_part_no, '[[:space:]-]+', '', 'g'), 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')) STORED,
	"purchase_price" bigint DEFAULT 0 NOT NULL,
	"lead_days" integer,
	"preferred" boolean DEFAULT false NOT NULL,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_parts_supplier_id_part_id_pk" PRIMARY KEY("supplier_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT ('S' || lpad(nextval('supplier_code_seq')::text, 6, '0')) NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"biz_no" text,
	"representative" text,
	"contact_name" text,
	"phone" text,
	"mobile" text,
	"fax" text,
	"email" text,
	"address" text,
	"bank_account" text,
	"payment_terms" text,
	"active" boolean DEFAULT true NOT NULL,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name_grams" text[] GENERATED ALWAYS AS (search_grams(name)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_barcodes" ADD CONSTRAINT "part_barcodes_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_barcodes" ADD CONSTRAINT "part_barcodes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_barcode_events" ADD CONSTRAINT "unit_barcode_events_unit_barcode_id_unit_barcodes_id_fk" FOREIGN KEY ("unit_barcode_id") REFERENCES "public"."unit_barcodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_barcode_events" ADD CONSTRAINT "unit_barcode_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_barcodes" ADD CONSTRAINT "unit_barcodes_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_barcodes" ADD CONSTRAINT "unit_barcodes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_fitments" ADD CONSTRAINT "part_fitments_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_fitments" ADD CONSTRAINT "part_fitments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_app_info" ADD CONSTRAINT "part_app_info_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_app_info" ADD CONSTRAINT "part_app_info_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_images" ADD CONSTRAINT "part_images_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_images" ADD CONSTRAINT "part_images_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_kinds" ADD CONSTRAINT "part_kinds_parent_code_part_kinds_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."part_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_location_records" ADD CONSTRAINT "part_location_records_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_location_records" ADD CONSTRAINT "part_location_records_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_locations" ADD CONSTRAINT "part_locations_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_locations" ADD CONSTRAINT "part_locations_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_price_changes" ADD CONSTRAINT "part_price_changes_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_price_changes" ADD CONSTRAINT "part_price_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_price_changes" ADD CONSTRAINT "part_price_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_related_numbers" ADD CONSTRAINT "part_related_numbers_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_related_numbers" ADD CONSTRAINT "part_related_numbers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_set_items" ADD CONSTRAINT "part_set_items_set_part_id_parts_id_fk" FOREIGN KEY ("set_part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_set_items" ADD CONSTRAINT "part_set_items_component_part_id_parts_id_fk" FOREIGN KEY ("component_part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_kind_code_part_kinds_code_fk" FOREIGN KEY ("kind_code") REFERENCES "public"."part_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_parts" ADD CONSTRAINT "supplier_parts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_parts" ADD CONSTRAINT "supplier_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_parts" ADD CONSTRAINT "supplier_parts_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_barcodes_value_key" ON "part_barcodes" USING btree ("value");--> statement-breakpoint
CREATE INDEX "part_barcodes_part_idx" ON "part_barcodes" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "unit_barcode_events_unit_idx" ON "unit_barcode_events" USING btree ("unit_barcode_id","id");--> statement-breakpoint
CREATE INDEX "unit_barcode_events_doc_idx" ON "unit_barcode_events" USING btree ("doc_code");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_barcodes_value_key" ON "unit_barcodes" USING btree ("value");--> statement-breakpoint
CREATE INDEX "unit_barcodes_part_idx" ON "unit_barcodes" USING btree ("part_id","state");--> statement-breakpoint
CREATE INDEX "unit_barcodes_doc_idx" ON "unit_barcodes" USING btree ("doc_code");--> statement-breakpoint
CREATE INDEX "unit_barcodes_created_idx" ON "unit_barcodes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_vin_key" ON "cars" USING btree ("vin") WHERE vin is not null;--> statement-breakpoint
CREATE INDEX "cars_car_no_idx" ON "cars" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "cars_customer_idx" ON "cars" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "cars_updated_idx" ON "cars" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "part_fitments_vin_idx" ON "part_fitments" USING btree ("vin","part_id");--> statement-breakpoint
CREATE INDEX "part_fitments_pattern_idx" ON "part_fitments" USING btree ("vin_pattern","part_id");--> statement-breakpoint
CREATE INDEX "part_fitments_model_idx" ON "part_fitments" USING btree ("model_key","part_id");--> statement-breakpoint
CREATE INDEX "part_fitments_part_idx" ON "part_fitments" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "part_fitments_created_idx" ON "part_fitments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "part_app_info_sort_idx" ON "part_app_info" USING btree ("app_sort","part_id");--> statement-breakpoint
CREATE INDEX "part_app_info_as_idx" ON "part_app_info" USING btree ("part_id") WHERE as_available;--> statement-breakpoint
CREATE INDEX "part_images_part_idx" ON "part_images" USING btree ("part_id","id");--> statement-breakpoint
CREATE INDEX "part_kinds_parent_idx" ON "part_kinds" USING btree ("parent_code","sort_seq");--> statement-breakpoint
CREATE INDEX "part_location_records_part_idx" ON "part_location_records" USING btree ("part_id","changed_at");--> statement-breakpoint
CREATE INDEX "part_locations_location_idx" ON "part_locations" USING btree ("warehouse_code",("location" collate "C"));--> statement-breakpoint
CREATE INDEX "part_price_changes_part_idx" ON "part_price_changes" USING btree ("part_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "part_related_numbers_part_no_key" ON "part_related_numbers" USING btree ("part_id","related_part_no_norm");--> statement-breakpoint
CREATE INDEX "part_related_numbers_norm_idx" ON "part_related_numbers" USING btree (("related_part_no_norm" collate "C"));--> statement-breakpoint
CREATE INDEX "part_set_items_component_idx" ON "part_set_items" USING btree ("component_part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_code_key" ON "parts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parts_part_no_norm_idx" ON "parts" USING btree (("part_no_norm" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "parts_search_grams_idx" ON "parts" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "parts_brand_idx" ON "parts" USING btree ("brand_code","id");--> statement-breakpoint
CREATE INDEX "parts_kind_idx" ON "parts" USING btree (("kind_code" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parts_set_idx" ON "parts" USING btree ("created_at") WHERE is_set;--> statement-breakpoint
CREATE INDEX "supplier_parts_part_idx" ON "supplier_parts" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "supplier_parts_no_idx" ON "supplier_parts" USING btree ("supplier_id",("supplier_part_no_norm" collate "C"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_key" ON "suppliers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "suppliers_name_key_idx" ON "suppliers" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "suppliers_biz_no_idx" ON "suppliers" USING btree ("biz_no");--> statement-breakpoint
CREATE INDEX "suppliers_name_grams_idx" ON "suppliers" USING gin ("name_grams");