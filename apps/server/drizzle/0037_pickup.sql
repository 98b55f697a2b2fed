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
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_driver_id_accounts_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickups_status_idx" ON "pickups" USING btree ("status","window_date","id");--> statement-breakpoint
CREATE INDEX "pickups_driver_idx" ON "pickups" USING btree ("driver_id","window_date") WHERE driver_id is not null;--> statement-breakpoint
CREATE INDEX "pickups_customer_idx" ON "pickups" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "pickups_return_idx" ON "pickups" USING btree ("return_id") WHERE return_id is not null;--> statement-breakpoint
CREATE INDEX "pickups_created_idx" ON "pickups" USING btree ("created_at","id");