CREATE TABLE "customer_user_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"recommend_code" text,
	"recommend_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"portal" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_user_profiles" ADD CONSTRAINT "customer_user_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_user_profiles_recommend_idx" ON "customer_user_profiles" USING btree ("recommend_code");--> statement-breakpoint
CREATE INDEX "login_history_account_at_idx" ON "login_history" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "login_history_at_idx" ON "login_history" USING btree ("at");