CREATE TABLE "listing_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"listing" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_provider_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_provider_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"provider" text NOT NULL,
	"local_account_id" integer NOT NULL,
	"listing" jsonb NOT NULL,
	"raw" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_provider_versions_provider_check" CHECK ("listing_provider_versions"."provider" in ('google', 'yahoo'))
);
--> statement-breakpoint
CREATE TABLE "listing_reflections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reflections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"bulk_run_id" integer,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" text[] NOT NULL,
	"listing" jsonb NOT NULL,
	"sent" jsonb NOT NULL,
	"answer" jsonb,
	"error_message" text,
	"retryable" boolean DEFAULT true NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reflections_status_check" CHECK ("listing_reflections"."status" in ('queued', 'sending', 'done', 'failed')),
	CONSTRAINT "listing_reflections_provider_check" CHECK ("listing_reflections"."provider" in ('google', 'yahoo')),
	CONSTRAINT "listing_reflections_source_check" CHECK ("listing_reflections"."source" in ('edit', 'bulk', 'import', 'google_edit_detected', 'google_edit_accepted', 'google_edit_reverted'))
);
--> statement-breakpoint
CREATE TABLE "listing_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"fields" text[] NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reflection_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_changes_target_check" CHECK ("listing_changes"."target" in ('record', 'google', 'yahoo')),
	CONSTRAINT "listing_changes_source_check" CHECK ("listing_changes"."source" in ('edit', 'bulk', 'import', 'google_edit_detected', 'google_edit_accepted', 'google_edit_reverted'))
);
--> statement-breakpoint
ALTER TABLE "listing_records" ADD CONSTRAINT "listing_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_records" ADD CONSTRAINT "listing_records_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_records" ADD CONSTRAINT "listing_records_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_provider_versions" ADD CONSTRAINT "listing_provider_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_provider_versions" ADD CONSTRAINT "listing_provider_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_provider_versions" ADD CONSTRAINT "listing_provider_versions_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reflections" ADD CONSTRAINT "listing_reflections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reflections" ADD CONSTRAINT "listing_reflections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reflections" ADD CONSTRAINT "listing_reflections_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reflections" ADD CONSTRAINT "listing_reflections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_reflection_id_listing_reflections_id_fk" FOREIGN KEY ("reflection_id") REFERENCES "public"."listing_reflections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_records_store_key" ON "listing_records" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "listing_records_company_idx" ON "listing_records" USING btree ("company_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_provider_versions_store_provider_key" ON "listing_provider_versions" USING btree ("store_id","provider");--> statement-breakpoint
CREATE INDEX "listing_provider_versions_company_idx" ON "listing_provider_versions" USING btree ("company_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reflections_idempotency_key" ON "listing_reflections" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "listing_reflections_store_idx" ON "listing_reflections" USING btree ("company_id","store_id","provider","id");--> statement-breakpoint
CREATE INDEX "listing_reflections_status_idx" ON "listing_reflections" USING btree ("status","claimed_at");--> statement-breakpoint
CREATE INDEX "listing_reflections_bulk_run_idx" ON "listing_reflections" USING btree ("bulk_run_id");--> statement-breakpoint
CREATE INDEX "listing_changes_store_idx" ON "listing_changes" USING btree ("company_id","store_id","created_at","id");
