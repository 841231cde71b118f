CREATE TABLE "auto_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"mode" smallint NOT NULL,
	"draft" text,
	"status" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auto_reply_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_reply_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"ratings" jsonb NOT NULL,
	"fixed_texts" jsonb NOT NULL,
	"ai_tone" text DEFAULT '' NOT NULL,
	"ai_mention" text DEFAULT '' NOT NULL,
	"ai_avoid" text DEFAULT '' NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"approval_max_rating" smallint,
	"active_since" timestamp with time zone,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"public_token" text NOT NULL,
	"coupon_title" text NOT NULL,
	"coupon_content" text NOT NULL,
	"coupon_terms" text DEFAULT '' NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"valid_days" integer,
	"page_title" text NOT NULL,
	"page_message" text DEFAULT '' NOT NULL,
	"thanks_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"coupon_code" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"valid_until" date,
	"visible_on_map" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_manuscripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_manuscripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_qr_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_qr_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"template" text DEFAULT 'default' NOT NULL,
	"paper_size" text DEFAULT 'card' NOT NULL,
	"language" text DEFAULT 'jp' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reply_intents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reply_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text,
	"source" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_sync_states" (
	"local_account_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"newest_update_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_reconciled_at" timestamp with time zone,
	"last_error" text,
	"average_rating" text,
	"total_review_count" integer
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"provider_review_id" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_photo_url" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"rating" smallint,
	"comment" text,
	"photo_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"provider_updated_at" timestamp with time zone NOT NULL,
	"reply_comment" text,
	"reply_updated_at" timestamp with time zone,
	"reply_state" text DEFAULT 'none' NOT NULL,
	"reply_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_settings" ADD CONSTRAINT "auto_reply_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_settings" ADD CONSTRAINT "auto_reply_settings_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_reply_settings" ADD CONSTRAINT "auto_reply_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_manuscripts" ADD CONSTRAINT "reply_manuscripts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_manuscripts" ADD CONSTRAINT "reply_manuscripts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_qr_settings" ADD CONSTRAINT "review_qr_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_qr_settings" ADD CONSTRAINT "review_qr_settings_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply_intents" ADD CONSTRAINT "review_reply_intents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply_intents" ADD CONSTRAINT "review_reply_intents_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply_intents" ADD CONSTRAINT "review_reply_intents_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sync_states" ADD CONSTRAINT "review_sync_states_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sync_states" ADD CONSTRAINT "review_sync_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_replies_review_key" ON "auto_replies" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "auto_replies_due_idx" ON "auto_replies" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "auto_replies_company_idx" ON "auto_replies" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_reply_settings_account_key" ON "auto_reply_settings" USING btree ("local_account_id");--> statement-breakpoint
CREATE INDEX "auto_reply_settings_company_idx" ON "auto_reply_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_campaigns_account_key" ON "coupon_campaigns" USING btree ("local_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_campaigns_public_token_key" ON "coupon_campaigns" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "coupon_campaigns_company_idx" ON "coupon_campaigns" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_issues_review_key" ON "coupon_issues" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_issues_access_token_key" ON "coupon_issues" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "coupon_issues_campaign_idx" ON "coupon_issues" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "reply_manuscripts_company_idx" ON "reply_manuscripts" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_qr_settings_account_key" ON "review_qr_settings" USING btree ("local_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reply_intents_key" ON "review_reply_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "review_reply_intents_review_idx" ON "review_reply_intents" USING btree ("review_id","id");--> statement-breakpoint
CREATE INDEX "review_reply_intents_status_idx" ON "review_reply_intents" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_account_provider_review_key" ON "reviews" USING btree ("local_account_id","provider_review_id");--> statement-breakpoint
CREATE INDEX "reviews_company_posted_idx" ON "reviews" USING btree ("company_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_account_posted_idx" ON "reviews" USING btree ("local_account_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_account_rating_posted_idx" ON "reviews" USING btree ("local_account_id","rating","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_account_state_posted_idx" ON "reviews" USING btree ("local_account_id","reply_state","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);