CREATE TABLE "association_members" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"association_id" integer NOT NULL,
	"accrue" boolean DEFAULT true NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"joined_on" date,
	"memo" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "association_part_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"association_id" integer NOT NULL,
	"target" text NOT NULL,
	"target_code" text NOT NULL,
	"mode" text NOT NULL,
	"value" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "association_payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"points" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "association_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"association_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"total" bigint NOT NULL,
	"memo" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "association_print_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"kind" text NOT NULL,
	"total" bigint NOT NULL,
	"members" integer NOT NULL,
	"printed_by" integer,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"representative" text,
	"phone" text,
	"memo" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "association_members" ADD CONSTRAINT "association_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_members" ADD CONSTRAINT "association_members_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_members" ADD CONSTRAINT "association_members_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_part_points" ADD CONSTRAINT "association_part_points_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_part_points" ADD CONSTRAINT "association_part_points_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_payout_lines" ADD CONSTRAINT "association_payout_lines_payout_id_association_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."association_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_payout_lines" ADD CONSTRAINT "association_payout_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_payouts" ADD CONSTRAINT "association_payouts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_payouts" ADD CONSTRAINT "association_payouts_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_payouts" ADD CONSTRAINT "association_payouts_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_print_records" ADD CONSTRAINT "association_print_records_payout_id_association_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."association_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_print_records" ADD CONSTRAINT "association_print_records_printed_by_accounts_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "association_members_association_idx" ON "association_members" USING btree ("association_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "association_part_points_key" ON "association_part_points" USING btree ("association_id","target","target_code");--> statement-breakpoint
CREATE UNIQUE INDEX "association_payout_lines_key" ON "association_payout_lines" USING btree ("payout_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "association_payouts_code_key" ON "association_payouts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "association_payouts_open_key" ON "association_payouts" USING btree ("association_id") WHERE "association_payouts"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "association_payouts_status_idx" ON "association_payouts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "association_print_records_payout_idx" ON "association_print_records" USING btree ("payout_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "associations_code_key" ON "associations" USING btree ("code");