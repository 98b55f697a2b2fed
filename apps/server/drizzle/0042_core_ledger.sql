CREATE TABLE "core_balances" (
	"customer_id" integer NOT NULL,
	"payback_code" text NOT NULL,
	"outstanding" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "core_balances_customer_id_payback_code_pk" PRIMARY KEY("customer_id","payback_code")
);
--> statement-breakpoint
CREATE TABLE "core_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payback_code" text NOT NULL,
	"kind" text NOT NULL,
	"qty" integer NOT NULL,
	"doc_code" text NOT NULL,
	"doc_line" integer,
	"created_by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "core_entries_kind_check" CHECK ("core_entries"."kind" in ('opening', 'sold', 'cancelled', 'returned', 'collected')),
	CONSTRAINT "core_entries_qty_check" CHECK ("core_entries"."qty" <> 0)
);
--> statement-breakpoint
ALTER TABLE "core_balances" ADD CONSTRAINT "core_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_entries" ADD CONSTRAINT "core_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "core_entries" ADD CONSTRAINT "core_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "core_entries_customer_idx" ON "core_entries" USING btree ("customer_id","payback_code","id");--> statement-breakpoint
CREATE INDEX "core_entries_doc_idx" ON "core_entries" USING btree ("doc_code","doc_line");--> statement-breakpoint
-- The cores owed before this ledger existed: each fixed sale line's units still sold (as one
-- opening entry per line) less the units already collected, so balances start where the
-- computed expectation stood.
INSERT INTO "core_entries" ("customer_id", "payback_code", "kind", "qty", "doc_code", "doc_line")
SELECT o.customer_id, coalesce(k.old_payback_code, pk.old_payback_code), 'opening',
       l.qty - l.cancelled_qty - l.returned_qty, o.code, l.line_no
  FROM sales_order_lines l
  JOIN sales_orders o ON o.id = l.order_id AND o.status = 'fixed'
  JOIN parts p ON p.id = l.part_id
  JOIN part_kinds k ON k.code = p.kind_code
  LEFT JOIN part_kinds pk ON pk.code = k.parent_code
 WHERE coalesce(k.old_payback_code, pk.old_payback_code) IS NOT NULL
   AND l.qty - l.cancelled_qty - l.returned_qty > 0;--> statement-breakpoint
INSERT INTO "core_entries" ("customer_id", "payback_code", "kind", "qty", "doc_code")
SELECT u.customer_id, u.payback_code, 'collected', -count(*)::int, c.code
  FROM old_part_units u JOIN old_part_collections c ON c.id = u.collection_id
 GROUP BY u.customer_id, u.payback_code, c.code;--> statement-breakpoint
INSERT INTO "core_balances" ("customer_id", "payback_code", "outstanding")
SELECT customer_id, payback_code, sum(qty)::int FROM core_entries GROUP BY customer_id, payback_code;
