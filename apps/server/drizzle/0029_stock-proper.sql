CREATE TABLE "stock_demand_misses" (
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"qty" integer NOT NULL,
	"doc_kind" text NOT NULL,
	"doc_code" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proper_stock_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"old_min" integer NOT NULL,
	"old_max" integer NOT NULL,
	"new_min" integer NOT NULL,
	"new_max" integer NOT NULL,
	"changed_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proper_stock_levels" (
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer NOT NULL,
	"run_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proper_stock_levels_part_id_warehouse_code_pk" PRIMARY KEY("part_id","warehouse_code")
);
--> statement-breakpoint
CREATE TABLE "proper_stock_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"applied_by" integer,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proper_stock_suggestions" (
	"run_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"warehouse_code" text NOT NULL,
	"demand_qty" integer NOT NULL,
	"miss_qty" integer NOT NULL,
	"mean_per_day" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"lead_days" integer NOT NULL,
	"safety" integer NOT NULL,
	"new_min" integer NOT NULL,
	"new_max" integer NOT NULL,
	"current_min" integer NOT NULL,
	"current_max" integer NOT NULL,
	"on_hand" integer NOT NULL,
	"accepted" boolean DEFAULT true NOT NULL,
	CONSTRAINT "proper_stock_suggestions_run_id_part_id_warehouse_code_pk" PRIMARY KEY("run_id","part_id","warehouse_code")
);
--> statement-breakpoint
ALTER TABLE "stock_demand_misses" ADD CONSTRAINT "stock_demand_misses_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_demand_misses" ADD CONSTRAINT "stock_demand_misses_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_history" ADD CONSTRAINT "proper_stock_history_run_id_proper_stock_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."proper_stock_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_history" ADD CONSTRAINT "proper_stock_history_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_history" ADD CONSTRAINT "proper_stock_history_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_levels" ADD CONSTRAINT "proper_stock_levels_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_levels" ADD CONSTRAINT "proper_stock_levels_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_levels" ADD CONSTRAINT "proper_stock_levels_run_id_proper_stock_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."proper_stock_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_levels" ADD CONSTRAINT "proper_stock_levels_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_runs" ADD CONSTRAINT "proper_stock_runs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_runs" ADD CONSTRAINT "proper_stock_runs_applied_by_accounts_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_suggestions" ADD CONSTRAINT "proper_stock_suggestions_run_id_proper_stock_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."proper_stock_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_suggestions" ADD CONSTRAINT "proper_stock_suggestions_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proper_stock_suggestions" ADD CONSTRAINT "proper_stock_suggestions_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_demand_misses_doc_key" ON "stock_demand_misses" USING btree ("doc_kind","doc_code","part_id","warehouse_code");--> statement-breakpoint
CREATE INDEX "stock_demand_misses_part_idx" ON "stock_demand_misses" USING btree ("part_id","warehouse_code","at");--> statement-breakpoint
CREATE INDEX "proper_stock_history_at_idx" ON "proper_stock_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "proper_stock_history_part_idx" ON "proper_stock_history" USING btree ("part_id","at");--> statement-breakpoint
CREATE INDEX "proper_stock_history_run_idx" ON "proper_stock_history" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "proper_stock_levels_warehouse_idx" ON "proper_stock_levels" USING btree ("warehouse_code","part_id");--> statement-breakpoint
CREATE INDEX "proper_stock_runs_status_idx" ON "proper_stock_runs" USING btree ("status");