CREATE TABLE "excel_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excel_imports_status_idx" ON "excel_imports" USING btree ("status","heartbeat_at");