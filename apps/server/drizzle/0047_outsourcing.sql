CREATE TABLE "outsourcing_partners" (
	"partner_code" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outsourcing_request_lines" (
	"request_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_code" text,
	"part_name" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "outsourcing_request_lines_request_id_line_no_pk" PRIMARY KEY("request_id","line_no"),
	CONSTRAINT "outsourcing_request_lines_qty_check" CHECK ("outsourcing_request_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "outsourcing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner_code" text NOT NULL,
	"customer_id" integer NOT NULL,
	"vin" text NOT NULL,
	"car_number" text,
	"client_name" text NOT NULL,
	"client_phone" text,
	"memo" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"working_by" integer,
	"working_at" timestamp with time zone,
	"order_id" integer,
	"cancel_status" text,
	"cancel_reason" text,
	"cancel_requested_at" timestamp with time zone,
	"cancel_requested_by" integer,
	"order_cancel_request_id" integer,
	"cancel_checked_by" integer,
	"cancel_checked_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "outsourcing_requests_status_check" CHECK ("outsourcing_requests"."status" in ('requested', 'working', 'registered', 'fixed', 'cancelled')),
	CONSTRAINT "outsourcing_requests_cancel_check" CHECK ("outsourcing_requests"."cancel_status" is null or "outsourcing_requests"."cancel_status" in ('requested', 'checked'))
);
--> statement-breakpoint
ALTER TABLE "outsourcing_partners" ADD CONSTRAINT "outsourcing_partners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_request_lines" ADD CONSTRAINT "outsourcing_request_lines_request_id_outsourcing_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."outsourcing_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_working_by_accounts_id_fk" FOREIGN KEY ("working_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_cancel_requested_by_accounts_id_fk" FOREIGN KEY ("cancel_requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_order_cancel_request_id_order_cancel_requests_id_fk" FOREIGN KEY ("order_cancel_request_id") REFERENCES "public"."order_cancel_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_cancel_checked_by_accounts_id_fk" FOREIGN KEY ("cancel_checked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_requests" ADD CONSTRAINT "outsourcing_requests_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcing_requests_code_key" ON "outsourcing_requests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcing_requests_order_key" ON "outsourcing_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outsourcing_requests_partner_idx" ON "outsourcing_requests" USING btree ("partner_code","id");--> statement-breakpoint
CREATE INDEX "outsourcing_requests_status_idx" ON "outsourcing_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outsourcing_requests_cancel_idx" ON "outsourcing_requests" USING btree ("cancel_status","id");--> statement-breakpoint
CREATE INDEX "outsourcing_requests_vin_idx" ON "outsourcing_requests" USING btree ("vin");