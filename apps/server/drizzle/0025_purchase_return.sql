CREATE SEQUENCE "public"."purchase_return_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "purchase_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"supply" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"reason" text NOT NULL,
	"purchase_line_id" integer,
	"source_kind" text,
	"source_code" text,
	CONSTRAINT "purchase_return_lines_qty_check" CHECK ("purchase_return_lines"."qty" > 0),
	CONSTRAINT "purchase_return_lines_price_check" CHECK ("purchase_return_lines"."unit_price" >= 0),
	CONSTRAINT "purchase_return_lines_reason_check" CHECK ("purchase_return_lines"."reason" in ('defect', 'misdelivery', 'overstock', 'other'))
);
--> statement-breakpoint
CREATE TABLE "purchase_return_schedule_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"before_date" date,
	"after_date" date NOT NULL,
	"note" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT prefixed_code('T', nextval('purchase_return_code_seq'), 8) NOT NULL,
	"supplier_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"planned_pickup_date" date,
	"supply" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"saved_by" integer,
	"saved_at" timestamp with time zone,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"closed_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_returns_status_check" CHECK ("purchase_returns"."status" in ('requested', 'checked', 'approved', 'saved', 'rejected', 'cancelled')),
	CONSTRAINT "purchase_returns_money_check" CHECK ("purchase_returns"."supply" + "purchase_returns"."vat" = "purchase_returns"."total")
);
--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_return_id_purchase_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_purchase_line_id_purchase_lines_id_fk" FOREIGN KEY ("purchase_line_id") REFERENCES "public"."purchase_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_schedule_changes" ADD CONSTRAINT "purchase_return_schedule_changes_return_id_purchase_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_schedule_changes" ADD CONSTRAINT "purchase_return_schedule_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_checked_by_accounts_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_return_lines_line_key" ON "purchase_return_lines" USING btree ("return_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_part_idx" ON "purchase_return_lines" USING btree ("part_id","return_id");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_purchase_line_idx" ON "purchase_return_lines" USING btree ("purchase_line_id");--> statement-breakpoint
CREATE INDEX "purchase_return_schedule_changes_return_idx" ON "purchase_return_schedule_changes" USING btree ("return_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_returns_code_key" ON "purchase_returns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "purchase_returns_requested_idx" ON "purchase_returns" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "purchase_returns_supplier_idx" ON "purchase_returns" USING btree ("supplier_id","requested_at");--> statement-breakpoint
CREATE INDEX "purchase_returns_status_idx" ON "purchase_returns" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "purchase_returns_pickup_idx" ON "purchase_returns" USING btree ("planned_pickup_date","id");--> statement-breakpoint
CREATE INDEX "purchase_returns_total_idx" ON "purchase_returns" USING btree ("total","id");