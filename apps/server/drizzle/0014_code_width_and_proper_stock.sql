-- Human codes (P0000001, C000001, S000001) are zero-padded to a width, but never cut: lpad alone
-- would truncate the 10 000 000th part's number and collide with an earlier code.
CREATE OR REPLACE FUNCTION prefixed_code(prefix text, n bigint, width integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT prefix || lpad(n::text, greatest(width, length(n::text)), '0') $$;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "code" SET DEFAULT prefixed_code('C', nextval('customer_code_seq'), 6);--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "code" SET DEFAULT prefixed_code('P', nextval('part_code_seq'), 7);--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "code" SET DEFAULT prefixed_code('S', nextval('supplier_code_seq'), 6);--> statement-breakpoint
CREATE INDEX "parts_proper_stock_idx" ON "parts" USING btree ("id") WHERE proper_stock > 0 and active and not is_set;