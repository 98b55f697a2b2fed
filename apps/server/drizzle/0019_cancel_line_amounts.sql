ALTER TABLE "order_cancel_request_lines" ADD COLUMN "supply" bigint;--> statement-breakpoint
ALTER TABLE "order_cancel_request_lines" ADD COLUMN "tax" bigint;--> statement-breakpoint
ALTER TABLE "order_cancel_request_lines" ADD COLUMN "total" bigint;