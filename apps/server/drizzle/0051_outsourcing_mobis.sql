CREATE TABLE "mobis_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_date" date NOT NULL,
	"slip_no" text NOT NULL,
	"part_no" text NOT NULL,
	"part_name" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "mobis_purchases_qty_check" CHECK ("mobis_purchases"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "mobis_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sale_date" date NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"vin" text,
	"part_no" text NOT NULL,
	"part_name" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text,
	"sale_code" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "mobis_sales_kind_check" CHECK ("mobis_sales"."kind" in ('sale', 'reservation')),
	CONSTRAINT "mobis_sales_status_check" CHECK ("mobis_sales"."status" in ('active', 'done', 'cancelled')),
	CONSTRAINT "mobis_sales_qty_check" CHECK ("mobis_sales"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "mobis_purchases" ADD CONSTRAINT "mobis_purchases_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobis_purchases" ADD CONSTRAINT "mobis_purchases_deleted_by_accounts_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobis_sales" ADD CONSTRAINT "mobis_sales_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobis_sales" ADD CONSTRAINT "mobis_sales_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobis_purchases_date_idx" ON "mobis_purchases" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "mobis_purchases_slip_idx" ON "mobis_purchases" USING btree ("slip_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mobis_sales_code_key" ON "mobis_sales" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mobis_sales_partner_idx" ON "mobis_sales" USING btree ("partner_code","kind","sale_date","id");