CREATE TABLE "warehouse_move_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"move_id" integer NOT NULL,
	"event" text NOT NULL,
	"part_id" integer,
	"qty" integer,
	"scanned" text,
	"unit_barcode" text,
	"note" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_move_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"move_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"requested_qty" integer NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"scanned_qty" integer DEFAULT 0 NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"short_qty" integer DEFAULT 0 NOT NULL,
	"damaged_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouse_move_lines_qty_check" CHECK ("warehouse_move_lines"."requested_qty" > 0 and "warehouse_move_lines"."scanned_qty" <= "warehouse_move_lines"."shipped_qty")
);
--> statement-breakpoint
CREATE TABLE "warehouse_move_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"move_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer NOT NULL,
	"scanned" text NOT NULL,
	"unit_barcode" text,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"from_warehouse_code" text NOT NULL,
	"to_warehouse_code" text NOT NULL,
	"transit_warehouse_code" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"memo" text,
	"version" integer DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_by" integer,
	"shipped_at" timestamp with time zone,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "warehouse_moves_status_check" CHECK ("warehouse_moves"."status" in ('requested', 'shipped', 'received', 'cancelled')),
	CONSTRAINT "warehouse_moves_two_places" CHECK ("warehouse_moves"."from_warehouse_code" <> "warehouse_moves"."to_warehouse_code")
);
--> statement-breakpoint
ALTER TABLE "warehouse_move_events" ADD CONSTRAINT "warehouse_move_events_move_id_warehouse_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."warehouse_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_events" ADD CONSTRAINT "warehouse_move_events_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_events" ADD CONSTRAINT "warehouse_move_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_lines" ADD CONSTRAINT "warehouse_move_lines_move_id_warehouse_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."warehouse_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_lines" ADD CONSTRAINT "warehouse_move_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_scans" ADD CONSTRAINT "warehouse_move_scans_move_id_warehouse_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."warehouse_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_scans" ADD CONSTRAINT "warehouse_move_scans_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_move_scans" ADD CONSTRAINT "warehouse_move_scans_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_from_warehouse_code_warehouses_code_fk" FOREIGN KEY ("from_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_to_warehouse_code_warehouses_code_fk" FOREIGN KEY ("to_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_transit_warehouse_code_warehouses_code_fk" FOREIGN KEY ("transit_warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_shipped_by_accounts_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_received_by_accounts_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_moves" ADD CONSTRAINT "warehouse_moves_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_move_events_move_idx" ON "warehouse_move_events" USING btree ("move_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_move_lines_line_key" ON "warehouse_move_lines" USING btree ("move_id","line_no");--> statement-breakpoint
CREATE INDEX "warehouse_move_lines_part_idx" ON "warehouse_move_lines" USING btree ("part_id","move_id");--> statement-breakpoint
CREATE INDEX "warehouse_move_scans_move_idx" ON "warehouse_move_scans" USING btree ("move_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_move_scans_unit_key" ON "warehouse_move_scans" USING btree ("move_id","unit_barcode") WHERE "warehouse_move_scans"."unit_barcode" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_moves_code_key" ON "warehouse_moves" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouse_moves_requested_idx" ON "warehouse_moves" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "warehouse_moves_status_idx" ON "warehouse_moves" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "warehouse_moves_from_idx" ON "warehouse_moves" USING btree ("from_warehouse_code","requested_at");--> statement-breakpoint
CREATE INDEX "warehouse_moves_to_idx" ON "warehouse_moves" USING btree ("to_warehouse_code","requested_at");