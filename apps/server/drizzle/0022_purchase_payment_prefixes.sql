-- Purchases take their own letter (issue 16 point 5): new codes R00000004, so a purchase no
-- longer reads like a part (P0000008). Codes already issued (P + 8 digits) stay as they are.
ALTER TABLE "purchases" ALTER COLUMN "code" SET DEFAULT prefixed_code('R', nextval('purchase_code_seq'), 8);
