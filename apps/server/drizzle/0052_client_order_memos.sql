CREATE TABLE "client_order_memos" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_order_memos_author_check" CHECK ("client_order_memos"."author" in ('client', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "client_order_memos" ADD CONSTRAINT "client_order_memos_client_order_id_client_orders_id_fk" FOREIGN KEY ("client_order_id") REFERENCES "public"."client_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_order_memos" ADD CONSTRAINT "client_order_memos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_order_memos_order_idx" ON "client_order_memos" USING btree ("client_order_id","id");