CREATE TABLE "courier_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"partner_code" text NOT NULL,
	"waybill_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_handovers_delivery_key" ON "courier_handovers" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "courier_handovers_partner_idx" ON "courier_handovers" USING btree ("partner_code","confirmed_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_waybill_idx" ON "deliveries" USING btree ("waybill_no") WHERE "deliveries"."waybill_no" is not null;