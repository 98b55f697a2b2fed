ALTER TABLE "point_entries" ADD COLUMN "ref_code" text;--> statement-breakpoint
CREATE INDEX "point_entries_ref_idx" ON "point_entries" USING btree ("ref_code") WHERE "point_entries"."ref_code" is not null;--> statement-breakpoint
-- Reversals written before the column: the reversing document was named in the memo, '(U…)'.
UPDATE "point_entries" SET "ref_code" = substring("memo" from '\(([A-Z][0-9]{8}-[0-9]{4})\)')
 WHERE "kind" = 'sale-reversal' AND "ref_code" IS NULL;
