CREATE TABLE "ip_login_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"login_id" text NOT NULL,
	"ip" text NOT NULL,
	"portal" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"account_id" integer,
	"range" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dismiss_reason" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dismissed_by" integer;--> statement-breakpoint
ALTER TABLE "ip_login_refusals" ADD CONSTRAINT "ip_login_refusals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_rules" ADD CONSTRAINT "ip_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_rules" ADD CONSTRAINT "ip_rules_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_login_refusals_at_idx" ON "ip_login_refusals" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ip_rules_scope_idx" ON "ip_rules" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "ip_rules_account_idx" ON "ip_rules" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_dismissed_by_accounts_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_topic_idx" ON "outbox_messages" USING btree ("topic","id");