CREATE TABLE "old_part_buy_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buy_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"payback_code" text NOT NULL,
	"grade" text NOT NULL,
	"scanned_value" text NOT NULL,
	"unit_barcode" text,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "old_part_buys" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"settle" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"total" bigint NOT NULL,
	"pickup_id" integer,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_part_buys_settle_check" CHECK ("old_part_buys"."settle" in ('credit', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" integer NOT NULL,
	"return_id" integer,
	"address" text,
	"window_date" date NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"driver_id" integer,
	"memo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_at" timestamp with time zone,
	CONSTRAINT "pickups_kind_check" CHECK ("pickups"."kind" in ('return', 'junk')),
	CONSTRAINT "pickups_status_check" CHECK ("pickups"."status" in ('open', 'assigned', 'picked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "old_part_paybacks" ADD COLUMN "buy_price_a" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "old_part_paybacks" ADD COLUMN "buy_price_b" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "old_part_paybacks" ADD COLUMN "buy_price_c" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "old_part_buy_lines" ADD CONSTRAINT "old_part_buy_lines_buy_id_old_part_buys_id_fk" FOREIGN KEY ("buy_id") REFERENCES "public"."old_part_buys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_buys" ADD CONSTRAINT "old_part_buys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_part_buys" ADD CONSTRAINT "old_part_buys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_driver_id_accounts_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "old_part_buy_lines_buy_idx" ON "old_part_buy_lines" USING btree ("buy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "old_part_buy_lines_unit_key" ON "old_part_buy_lines" USING btree ("unit_barcode") WHERE unit_barcode is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "old_part_buys_code_key" ON "old_part_buys" USING btree ("code");--> statement-breakpoint
CREATE INDEX "old_part_buys_customer_idx" ON "old_part_buys" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "pickups_status_idx" ON "pickups" USING btree ("status","window_date","id");--> statement-breakpoint
CREATE INDEX "pickups_driver_idx" ON "pickups" USING btree ("driver_id","window_date") WHERE driver_id is not null;--> statement-breakpoint
CREATE INDEX "pickups_customer_idx" ON "pickups" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "pickups_return_idx" ON "pickups" USING btree ("return_id") WHERE return_id is not null;--> statement-breakpoint
CREATE INDEX "pickups_created_idx" ON "pickups" USING btree ("created_at","id");