CREATE TABLE "deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'delivery' NOT NULL,
	"order_id" integer,
	"order_fixed_at" timestamp with time zone,
	"pickup_ref" text,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"method_code" text,
	"service_date" date NOT NULL,
	"reservation_date" date,
	"reservation_time" text,
	"window_start" text,
	"window_end" text,
	"lat" double precision,
	"lng" double precision,
	"load" integer DEFAULT 0 NOT NULL,
	"driver_id" integer,
	"seq" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"waybill_no" text,
	"receiver_name" text,
	"photo_upload_id" integer,
	"signature" text,
	"fail_reason" text,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "deliveries_kind_check" CHECK ("deliveries"."kind" in ('delivery', 'pickup')),
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('waiting', 'assigned', 'done', 'failed', 'cancelled')),
	CONSTRAINT "deliveries_ref_check" CHECK (("deliveries"."kind" = 'delivery') = ("deliveries"."order_id" is not null)),
	CONSTRAINT "deliveries_assigned_check" CHECK ("deliveries"."status" <> 'assigned' or "deliveries"."driver_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "delivery_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"event" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"courier_name" text,
	"fee" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_kind_check" CHECK ("delivery_methods"."kind" in ('driver', 'courier', 'counter', 'quick'))
);
--> statement-breakpoint
CREATE TABLE "checkers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone" text,
	"warehouse_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"memo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone" text,
	"vehicle_no" text,
	"vehicle_kind" text,
	"capacity" integer DEFAULT 0 NOT NULL,
	"shift_start" text DEFAULT '0900' NOT NULL,
	"shift_end" text DEFAULT '1800' NOT NULL,
	"start_lat" double precision,
	"start_lng" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"memo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_method_code_delivery_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."delivery_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_completed_by_accounts_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_actions" ADD CONSTRAINT "delivery_actions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkers" ADD CONSTRAINT "checkers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkers" ADD CONSTRAINT "checkers_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_code_key" ON "deliveries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_key" ON "deliveries" USING btree ("order_id") WHERE "deliveries"."kind" = 'delivery';--> statement-breakpoint
CREATE INDEX "deliveries_created_idx" ON "deliveries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_status_idx" ON "deliveries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_service_idx" ON "deliveries" USING btree ("service_date","status");--> statement-breakpoint
CREATE INDEX "deliveries_driver_idx" ON "deliveries" USING btree ("driver_id","service_date","seq");--> statement-breakpoint
CREATE INDEX "deliveries_customer_idx" ON "deliveries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_fixed_idx" ON "deliveries" USING btree ("order_fixed_at");--> statement-breakpoint
CREATE INDEX "deliveries_completed_idx" ON "deliveries" USING btree ("completed_at") WHERE "deliveries"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "deliveries_cancelled_idx" ON "deliveries" USING btree ("cancelled_at") WHERE "deliveries"."cancelled_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_actions_key" ON "delivery_actions" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "delivery_events_delivery_idx" ON "delivery_events" USING btree ("delivery_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_methods_default_key" ON "delivery_methods" USING btree ("is_default") WHERE "delivery_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "checkers_account_key" ON "checkers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_account_key" ON "drivers" USING btree ("account_id");