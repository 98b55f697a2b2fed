CREATE TABLE "external_commission_rates" (
	"from_amount" bigint PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"recommend_code" text NOT NULL,
	"region" text,
	"image_url" text,
	"start_lat" double precision,
	"start_lng" double precision,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"visits" text NOT NULL,
	"customers_met" text DEFAULT '' NOT NULL,
	"issues" text DEFAULT '' NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_rotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"seq" integer NOT NULL,
	"customer_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_commission_rates" ADD CONSTRAINT "external_commission_rates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_profiles" ADD CONSTRAINT "external_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_report_comments" ADD CONSTRAINT "external_report_comments_report_id_external_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."external_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_report_comments" ADD CONSTRAINT "external_report_comments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_reports" ADD CONSTRAINT "external_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_reports" ADD CONSTRAINT "external_reports_read_by_accounts_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_rotations" ADD CONSTRAINT "external_rotations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_profiles_recommend_key" ON "external_profiles" USING btree (upper("recommend_code"));--> statement-breakpoint
CREATE INDEX "external_report_comments_report_idx" ON "external_report_comments" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "external_reports_code_key" ON "external_reports" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "external_reports_day_key" ON "external_reports" USING btree ("account_id","kind","report_date");--> statement-breakpoint
CREATE INDEX "external_reports_kind_date_idx" ON "external_reports" USING btree ("kind","report_date");--> statement-breakpoint
CREATE UNIQUE INDEX "external_rotations_day_customer_key" ON "external_rotations" USING btree ("account_id","weekday","customer_code");--> statement-breakpoint
CREATE INDEX "external_rotations_day_idx" ON "external_rotations" USING btree ("account_id","weekday","seq");