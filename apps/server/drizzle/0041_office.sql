CREATE TABLE "clipboard_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"label" text NOT NULL,
	"text" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "muzin_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"view_type" text NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"plain_text" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"search_grams" text[] GENERATED ALWAYS AS (search_grams(coalesce(title, '') || ' ' || coalesce(plain_text, ''))) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(regexp_replace(coalesce(title, '') || ' ' || coalesce(plain_text, ''), '[[:space:]-]+', '', 'g'))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_allowances" (
	"account_id" integer NOT NULL,
	"year" integer NOT NULL,
	"granted_half_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_allowances_account_id_year_pk" PRIMARY KEY("account_id","year")
);
--> statement-breakpoint
CREATE TABLE "notice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"requester_id" integer NOT NULL,
	"reason" text,
	"notice_id" integer,
	"decider_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"writer_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"arrived_at" text,
	"holiday_type" text,
	"half_days" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"decider_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clipboard_items" ADD CONSTRAINT "clipboard_items_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muzin_notes" ADD CONSTRAINT "muzin_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_allowances" ADD CONSTRAINT "holiday_allowances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_requests" ADD CONSTRAINT "notice_requests_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_requests" ADD CONSTRAINT "notice_requests_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_requests" ADD CONSTRAINT "notice_requests_decider_id_accounts_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_forms" ADD CONSTRAINT "staff_forms_writer_id_accounts_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_forms" ADD CONSTRAINT "staff_forms_decider_id_accounts_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clipboard_items_owner_idx" ON "clipboard_items" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "muzin_notes_public_idx" ON "muzin_notes" USING btree ("view_type","updated_at","id");--> statement-breakpoint
CREATE INDEX "muzin_notes_author_idx" ON "muzin_notes" USING btree ("author_id","view_type","updated_at");--> statement-breakpoint
CREATE INDEX "muzin_notes_search_grams_idx" ON "muzin_notes" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "notice_requests_requester_idx" ON "notice_requests" USING btree ("requester_id","id");--> statement-breakpoint
CREATE INDEX "notice_requests_status_idx" ON "notice_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "staff_forms_writer_idx" ON "staff_forms" USING btree ("kind","writer_id","id");--> statement-breakpoint
CREATE INDEX "staff_forms_kind_idx" ON "staff_forms" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "link_items_collection_idx" ON "link_items" USING btree ("collection","sort_order","id");