DROP INDEX "sales_orders_order_date_idx";--> statement-breakpoint
CREATE INDEX "sales_orders_order_date_idx" ON "sales_orders" USING btree ("order_date","created_at","id");