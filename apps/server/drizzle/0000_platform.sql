CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" integer,
	"actor_login_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"customer_code" text,
	"partner_code" text,
	"phone" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"ip" text NOT NULL,
	"portal" text NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"portal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "menu_grants" (
	"account_id" integer NOT NULL,
	"menu_idx" integer NOT NULL,
	CONSTRAINT "menu_grants_account_id_menu_idx_pk" PRIMARY KEY("account_id","menu_idx")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_idx" integer PRIMARY KEY NOT NULL,
	"menu_title" text NOT NULL,
	"menu_url" text,
	"menu_icon" text,
	"menu_level" integer NOT NULL,
	"menu_parent_idx" integer,
	"menu_auth" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_access_daily" (
	"page_id" integer NOT NULL,
	"access_date" date NOT NULL,
	"access_count" integer DEFAULT 0 NOT NULL,
	"last_access_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_access_daily_page_id_access_date_pk" PRIMARY KEY("page_id","access_date")
);
--> statement-breakpoint
CREATE TABLE "page_access_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_path" text NOT NULL,
	"page_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_access_visitors" (
	"page_id" integer NOT NULL,
	"access_date" date NOT NULL,
	"account_id" integer NOT NULL,
	CONSTRAINT "page_access_visitors_page_id_access_date_account_id_pk" PRIMARY KEY("page_id","access_date","account_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_grants" ADD CONSTRAINT "menu_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_grants" ADD CONSTRAINT "menu_grants_menu_idx_menu_items_menu_idx_fk" FOREIGN KEY ("menu_idx") REFERENCES "public"."menu_items"("menu_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_access_daily" ADD CONSTRAINT "page_access_daily_page_id_page_access_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page_access_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_access_visitors" ADD CONSTRAINT "page_access_visitors_page_id_page_access_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page_access_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_login_id_key" ON "accounts" USING btree (lower("login_id"));--> statement-breakpoint
CREATE INDEX "accounts_kind_idx" ON "accounts" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "accounts_customer_code_idx" ON "accounts" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_at_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "login_attempts_login_at_idx" ON "login_attempts" USING btree ("login_id","at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "menu_items_auth_idx" ON "menu_items" USING btree ("menu_auth");--> statement-breakpoint
CREATE INDEX "page_access_daily_date_idx" ON "page_access_daily" USING btree ("access_date");--> statement-breakpoint
CREATE UNIQUE INDEX "page_access_pages_path_key" ON "page_access_pages" USING btree ("page_path");