CREATE TABLE "delivery_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"return_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_claims_kind_check" CHECK ("delivery_claims"."kind" in ('damaged', 'late', 'wrong'))
);
--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_claims" ADD CONSTRAINT "delivery_claims_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_claims_created_idx" ON "delivery_claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "delivery_claims_delivery_idx" ON "delivery_claims" USING btree ("delivery_id");