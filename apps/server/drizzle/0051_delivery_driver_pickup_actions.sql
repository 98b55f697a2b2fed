CREATE TABLE "driver_pickup_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"pickup_id" integer NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"scanned" text[],
	"collection_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_pickup_actions_action_check" CHECK ("driver_pickup_actions"."action" in ('collect', 'fail'))
);
--> statement-breakpoint
ALTER TABLE "driver_pickup_actions" ADD CONSTRAINT "driver_pickup_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_pickup_actions" ADD CONSTRAINT "driver_pickup_actions_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_pickup_actions_key" ON "driver_pickup_actions" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "driver_pickup_actions_pickup_idx" ON "driver_pickup_actions" USING btree ("pickup_id","at","id");