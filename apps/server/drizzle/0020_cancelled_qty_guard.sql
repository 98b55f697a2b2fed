-- NOT VALID: enforced for every row written from now on, without refusing to start an
-- installation whose history holds a line over-cancelled before the request check was fixed
-- (a cancel naming the same line twice); VALIDATE CONSTRAINT once such rows are corrected.
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_cancelled_qty" CHECK ("sales_order_lines"."cancelled_qty" >= 0 and "sales_order_lines"."cancelled_qty" <= "sales_order_lines"."qty") NOT VALID;
