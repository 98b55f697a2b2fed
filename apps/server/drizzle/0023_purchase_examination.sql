CREATE TABLE "purchase_bundle_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"box_part_id" integer NOT NULL,
	"unit_part_id" integer NOT NULL,
	"boxes" integer NOT NULL,
	"per_box" integer NOT NULL,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "purchase_bundle_divisions_qty_check" CHECK ("purchase_bundle_divisions"."boxes" > 0 and "purchase_bundle_divisions"."per_box" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_date_code_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scan_id" bigint NOT NULL,
	"before" text,
	"after" text NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_examination_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"examination_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"examined" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"damage_reason" text,
	CONSTRAINT "purchase_examination_lines_count_check" CHECK ("purchase_examination_lines"."examined" between 0 and "purchase_examination_lines"."qty" and "purchase_examination_lines"."damaged" between 0 and "purchase_examination_lines"."examined")
);
--> statement-breakpoint
CREATE TABLE "purchase_examination_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"scanned" text NOT NULL,
	"reason" text NOT NULL,
	"scanned_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_examination_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"examination_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"scanned" text NOT NULL,
	"unit_barcode" text,
	"date_code" text,
	"scanned_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_examinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"status" text DEFAULT 'scanning' NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"posted_at" timestamp with time zone,
	CONSTRAINT "purchase_examinations_status_check" CHECK ("purchase_examinations"."status" in ('scanning', 'posted'))
);
--> statement-breakpoint
ALTER TABLE "purchase_bundle_divisions" ADD CONSTRAINT "purchase_bundle_divisions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bundle_divisions" ADD CONSTRAINT "purchase_bundle_divisions_box_part_id_parts_id_fk" FOREIGN KEY ("box_part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bundle_divisions" ADD CONSTRAINT "purchase_bundle_divisions_unit_part_id_parts_id_fk" FOREIGN KEY ("unit_part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bundle_divisions" ADD CONSTRAINT "purchase_bundle_divisions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bundle_divisions" ADD CONSTRAINT "purchase_bundle_divisions_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_date_code_changes" ADD CONSTRAINT "purchase_date_code_changes_scan_id_purchase_examination_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."purchase_examination_scans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_date_code_changes" ADD CONSTRAINT "purchase_date_code_changes_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_lines" ADD CONSTRAINT "purchase_examination_lines_examination_id_purchase_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."purchase_examinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_lines" ADD CONSTRAINT "purchase_examination_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_refusals" ADD CONSTRAINT "purchase_examination_refusals_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_refusals" ADD CONSTRAINT "purchase_examination_refusals_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_scans" ADD CONSTRAINT "purchase_examination_scans_examination_id_purchase_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."purchase_examinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_scans" ADD CONSTRAINT "purchase_examination_scans_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examination_scans" ADD CONSTRAINT "purchase_examination_scans_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examinations" ADD CONSTRAINT "purchase_examinations_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examinations" ADD CONSTRAINT "purchase_examinations_started_by_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_examinations" ADD CONSTRAINT "purchase_examinations_posted_by_accounts_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_bundle_divisions_purchase_idx" ON "purchase_bundle_divisions" USING btree ("purchase_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_date_code_changes_scan_idx" ON "purchase_date_code_changes" USING btree ("scan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_examination_lines_part_key" ON "purchase_examination_lines" USING btree ("examination_id","part_id");--> statement-breakpoint
CREATE INDEX "purchase_examination_refusals_purchase_idx" ON "purchase_examination_refusals" USING btree ("purchase_id","id");--> statement-breakpoint
CREATE INDEX "purchase_examination_scans_exam_idx" ON "purchase_examination_scans" USING btree ("examination_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_examination_scans_unit_key" ON "purchase_examination_scans" USING btree ("examination_id","unit_barcode") WHERE unit_barcode is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_examinations_purchase_key" ON "purchase_examinations" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchase_examinations_status_idx" ON "purchase_examinations" USING btree ("status","posted_at");