CREATE TABLE "order_cancel_examination_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"scanned_value" text NOT NULL,
	"unit_barcode" text,
	"scanned_by" integer,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD COLUMN "return_examined_by" integer;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD COLUMN "return_examined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_cancel_examination_scans" ADD CONSTRAINT "order_cancel_examination_scans_request_id_order_cancel_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."order_cancel_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancel_examination_scans" ADD CONSTRAINT "order_cancel_examination_scans_scanned_by_accounts_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancel_examination_scans_request_idx" ON "order_cancel_examination_scans" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancel_examination_scans_unit_key" ON "order_cancel_examination_scans" USING btree ("request_id","unit_barcode") WHERE unit_barcode is not null;--> statement-breakpoint
ALTER TABLE "order_cancel_requests" ADD CONSTRAINT "order_cancel_requests_return_examined_by_accounts_id_fk" FOREIGN KEY ("return_examined_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancel_requests_awaiting_return_idx" ON "order_cancel_requests" USING btree ("checked_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'checked' and return_examined_at is null;--> statement-breakpoint
-- Scans recorded before this table existed were audit rows (order.cancel.examination.scan / .done,
-- entity id = the cancel code); they move here so no examination in progress loses its count.
INSERT INTO "order_cancel_examination_scans" ("request_id", "line_no", "scanned_value", "unit_barcode", "scanned_by", "scanned_at")
SELECT r.id, (a.after->>'lineNo')::int, a.after->>'scanned', a.after->>'unit', a.actor_account_id, a.at
FROM "audit_log" a JOIN "order_cancel_requests" r ON r.code = a.entity_id
WHERE a.entity = 'order_cancel_request' AND a.action = 'order.cancel.examination.scan'
ORDER BY a.at, a.id;--> statement-breakpoint
UPDATE "order_cancel_requests" r SET "return_examined_at" = d.at, "return_examined_by" = d.actor_account_id
FROM (SELECT DISTINCT ON (entity_id) entity_id, at, actor_account_id FROM "audit_log"
      WHERE entity = 'order_cancel_request' AND action = 'order.cancel.examination.done'
      ORDER BY entity_id, at, id) d
WHERE r.code = d.entity_id;
