CREATE TABLE "order_examination_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"examination_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"scanned" text NOT NULL,
	"unit_barcode" text,
	"qty" integer NOT NULL,
	"scanned_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_examinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'scanning' NOT NULL,
	"examiner_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_examination_scans" ADD CONSTRAINT "order_examination_scans_examination_id_order_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."order_examinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_examination_scans" ADD CONSTRAINT "order_examination_scans_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_examinations" ADD CONSTRAINT "order_examinations_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_examinations" ADD CONSTRAINT "order_examinations_examiner_id_accounts_id_fk" FOREIGN KEY ("examiner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_examination_scans_exam_idx" ON "order_examination_scans" USING btree ("examination_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_examination_scans_unit_key" ON "order_examination_scans" USING btree ("examination_id","unit_barcode") WHERE unit_barcode is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_examinations_order_key" ON "order_examinations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_examinations_status_idx" ON "order_examinations" USING btree ("status","started_at");