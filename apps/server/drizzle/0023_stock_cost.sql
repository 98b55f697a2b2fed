ALTER TABLE "stock_balances" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "unit_cost" bigint;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_empty_no_value" CHECK ("stock_balances"."qty" <> 0 or "stock_balances"."value" = 0);--> statement-breakpoint
-- hand-written: moves from before costs were kept are valued at their part's purchase price
-- before VAT (unit_cost stays null: "not recorded", the margin reports say so), and each balance
-- takes the sum of its moves' values, so the value ledger verifies from the first day. One price
-- per part keeps a balance of zero units at zero value, as the check above requires.
UPDATE "stock_moves" m SET "value" = m."qty"::bigint * (CASE WHEN p."vat_included" THEN p."purchase_price" - p."purchase_price" / 11 ELSE p."purchase_price" END)
FROM "parts" p WHERE p."id" = m."part_id" AND m."value" = 0;--> statement-breakpoint
UPDATE "stock_balances" b SET "value" = s."value"
FROM (SELECT "part_id", "warehouse_code", sum("value")::bigint AS "value" FROM "stock_moves" GROUP BY 1, 2) s
WHERE s."part_id" = b."part_id" AND s."warehouse_code" = b."warehouse_code";
