CREATE SEQUENCE "public"."client_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "client_basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"car_id" integer,
	"qty" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_basket_items_qty_check" CHECK ("client_basket_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "client_car_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"request" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"part_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_car_requests_status_check" CHECK ("client_car_requests"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "client_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"vin" text NOT NULL,
	"car_no" text,
	"nickname" text,
	"maker" text,
	"model_year" integer,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT prefixed_code('Q', nextval('client_order_code_seq'), 6) NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_phone_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"account_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_phone_codes_purpose_check" CHECK ("client_phone_codes"."purpose" in ('join', 'find-id', 'find-pw'))
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"shop_code" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"notify_order" boolean DEFAULT true NOT NULL,
	"notify_news" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_basket_items" ADD CONSTRAINT "client_basket_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_basket_items" ADD CONSTRAINT "client_basket_items_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_basket_items" ADD CONSTRAINT "client_basket_items_car_id_client_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."client_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_car_requests" ADD CONSTRAINT "client_car_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_car_requests" ADD CONSTRAINT "client_car_requests_car_id_client_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."client_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_car_requests" ADD CONSTRAINT "client_car_requests_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_cars" ADD CONSTRAINT "client_cars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_orders" ADD CONSTRAINT "client_orders_car_id_client_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."client_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_phone_codes" ADD CONSTRAINT "client_phone_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_shop_code_customers_code_fk" FOREIGN KEY ("shop_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_basket_items_key" ON "client_basket_items" USING btree ("account_id","part_id");--> statement-breakpoint
CREATE INDEX "client_car_requests_account_idx" ON "client_car_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "client_car_requests_open_idx" ON "client_car_requests" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "client_cars_account_vin_key" ON "client_cars" USING btree ("account_id","vin") WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "client_cars_account_idx" ON "client_cars" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_orders_code_key" ON "client_orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "client_orders_order_key" ON "client_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "client_orders_account_idx" ON "client_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "client_orders_created_idx" ON "client_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "client_phone_codes_phone_idx" ON "client_phone_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_profiles_phone_key" ON "client_profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "client_profiles_shop_idx" ON "client_profiles" USING btree ("shop_code","created_at");--> statement-breakpoint
CREATE INDEX "client_profiles_created_idx" ON "client_profiles" USING btree ("created_at");