CREATE TABLE "old_part_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'collected' NOT NULL,
	"memo" text,
	"collected_by" integer,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cashback_points" bigint DEFAULT 0 NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "old_part_collections_status_check" CHECK ("old_part_collections"."status" in ('collected', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "old_part_paybacks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cashback_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_part_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payback_code" text NOT NULL,
	"part_code" text NOT NULL,
	"scanned_value" text NOT NULL,
	"unit_barcode" text
);
--> statement-breakpoint
ALTER TABLE "old_part_collections" ADD CONSTRAINT "old_part_collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_collections" ADD CONSTRAINT "old_part_collections_collected_by_accounts_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_collections" ADD CONSTRAINT "old_part_collections_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_paybacks" ADD CONSTRAINT "old_part_paybacks_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_units" ADD CONSTRAINT "old_part_units_collection_id_old_part_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."old_part_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_units" ADD CONSTRAINT "old_part_units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "old_part_collections_code_key" ON "old_part_collections" USING btree ("code");--> statement-breakpoint
CREATE INDEX "old_part_collections_customer_idx" ON "old_part_collections" USING btree ("customer_id","collected_at");--> statement-breakpoint
CREATE INDEX "old_part_collections_status_idx" ON "old_part_collections" USING btree ("status","collected_at","id");--> statement-breakpoint
CREATE INDEX "old_part_collections_collected_idx" ON "old_part_collections" USING btree ("collected_at","id");--> statement-breakpoint
CREATE INDEX "old_part_units_collection_idx" ON "old_part_units" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "old_part_units_customer_idx" ON "old_part_units" USING btree ("customer_id","payback_code");--> statement-breakpoint
CREATE UNIQUE INDEX "old_part_units_unit_key" ON "old_part_units" USING btree ("unit_barcode") WHERE unit_barcode is not null;