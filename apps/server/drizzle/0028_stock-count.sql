CREATE TABLE "stock_count_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"seq" integer NOT NULL,
	"location" text,
	"part_id" integer NOT NULL,
	"book_qty" integer,
	"counted_qty" integer,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	CONSTRAINT "stock_count_lines_counted_check" CHECK (("stock_count_lines"."counted_qty" is null) = ("stock_count_lines"."book_qty" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_count_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"scanned" text NOT NULL,
	"mode" text NOT NULL,
	"qty" integer NOT NULL,
	"counted_after" integer NOT NULL,
	"book_qty" integer NOT NULL,
	"counted_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_users" (
	"count_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "stock_count_users_count_id_account_id_pk" PRIMARY KEY("count_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"scope" text NOT NULL,
	"scope_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"planned_on" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"memo" text,
	"planned_by" integer,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"approved_by" integer,
	"posted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_counts_status_check" CHECK ("stock_counts"."status" in ('planned', 'counting', 'submitted', 'posted', 'cancelled')),
	CONSTRAINT "stock_counts_scope_check" CHECK ("stock_counts"."scope" in ('all', 'kinds', 'locations')),
	CONSTRAINT "stock_counts_four_eyes" CHECK ("stock_counts"."approved_by" is null or "stock_counts"."approved_by" <> "stock_counts"."submitted_by")
);
--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_accounts_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_scans" ADD CONSTRAINT "stock_count_scans_counted_by_accounts_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_users" ADD CONSTRAINT "stock_count_users_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_users" ADD CONSTRAINT "stock_count_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_planned_by_accounts_id_fk" FOREIGN KEY ("planned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_part_key" ON "stock_count_lines" USING btree ("count_id","part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_line_key" ON "stock_count_lines" USING btree ("count_id","line_no");--> statement-breakpoint
CREATE INDEX "stock_count_lines_seq_idx" ON "stock_count_lines" USING btree ("count_id","seq","line_no");--> statement-breakpoint
CREATE INDEX "stock_count_lines_part_idx" ON "stock_count_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "stock_count_lines_counted_idx" ON "stock_count_lines" USING btree ("counted_at" DESC NULLS FIRST,"id") WHERE "stock_count_lines"."counted_at" is not null;--> statement-breakpoint
CREATE INDEX "stock_count_scans_count_idx" ON "stock_count_scans" USING btree ("count_id","line_no","at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_code_key" ON "stock_counts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stock_counts_planned_idx" ON "stock_counts" USING btree ("planned_on","id");--> statement-breakpoint
CREATE INDEX "stock_counts_status_idx" ON "stock_counts" USING btree ("status","planned_on");--> statement-breakpoint
CREATE INDEX "stock_counts_warehouse_idx" ON "stock_counts" USING btree ("warehouse_code","planned_on");--> statement-breakpoint
-- hand-written: a partial unique index drizzle cannot declare on another module's table; a count's line is posted to the stock ledger at most once, whatever the status checks let through.
CREATE UNIQUE INDEX "stock_moves_count_line_key" ON "stock_moves" ("doc_code","doc_line") WHERE "doc_kind" = 'stock-count';
