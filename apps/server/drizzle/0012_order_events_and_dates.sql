CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "changed_order_date" date;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "order_date" date GENERATED ALWAYS AS (coalesce(changed_order_date, (created_at at time zone 'Asia/Seoul')::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "reservation_date" date;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "reservation_time" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_events_at_idx" ON "order_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "order_events_kind_at_idx" ON "order_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "order_events_actor_at_idx" ON "order_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "sales_orders_order_date_idx" ON "sales_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_date_idx" ON "sales_orders" USING btree ("customer_id","order_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_creator_date_idx" ON "sales_orders" USING btree ("created_by","order_date");--> statement-breakpoint
CREATE INDEX "sales_orders_fixed_at_idx" ON "sales_orders" USING btree ("fixed_at") WHERE fixed_at is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_vin_idx" ON "sales_orders" USING btree ("vin","order_date") WHERE vin is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_car_number_idx" ON "sales_orders" USING btree ("car_number","order_date") WHERE car_number is not null;--> statement-breakpoint
-- The order log is append-only: the database itself refuses to rewrite or erase history.
CREATE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_events_no_update BEFORE UPDATE OR DELETE ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION order_events_append_only();
