CREATE TABLE "company_profile" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"biz_no" text NOT NULL,
	"representative" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text,
	"business_type" text,
	"business_item" text,
	"bank_account" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;