CREATE TABLE "business_bulk_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_bulk_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"scope" text NOT NULL,
	"changes" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "business_bulk_runs_scope_check" CHECK ("business_bulk_runs"."scope" in ('selected', 'all'))
);
--> statement-breakpoint
CREATE TABLE "business_bulk_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_bulk_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"skipped_reason" text,
	"reflection_id" integer,
	"applied_at" timestamp with time zone,
	CONSTRAINT "business_bulk_lines_state_check" CHECK ("business_bulk_lines"."state" in ('pending', 'reflected', 'skipped', 'unchanged')),
	CONSTRAINT "business_bulk_lines_provider_check" CHECK ("business_bulk_lines"."provider" in ('google', 'yahoo'))
);
--> statement-breakpoint
ALTER TABLE "business_bulk_runs" ADD CONSTRAINT "business_bulk_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_bulk_runs" ADD CONSTRAINT "business_bulk_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_bulk_lines" ADD CONSTRAINT "business_bulk_lines_run_id_business_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."business_bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_bulk_lines" ADD CONSTRAINT "business_bulk_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_bulk_lines" ADD CONSTRAINT "business_bulk_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_bulk_lines" ADD CONSTRAINT "business_bulk_lines_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_bulk_runs_company_idx" ON "business_bulk_runs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_bulk_lines_run_account_key" ON "business_bulk_lines" USING btree ("run_id","local_account_id");--> statement-breakpoint
CREATE INDEX "business_bulk_lines_run_store_idx" ON "business_bulk_lines" USING btree ("run_id","state","store_id");--> statement-breakpoint
CREATE INDEX "business_bulk_lines_reflection_idx" ON "business_bulk_lines" USING btree ("reflection_id");
