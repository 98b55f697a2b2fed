ALTER TABLE "outbox_messages" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dismiss_reason" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "dismissed_by" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_dismissed_by_accounts_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_topic_idx" ON "outbox_messages" USING btree ("topic","id");