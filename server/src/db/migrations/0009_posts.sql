CREATE TABLE "post_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"status" smallint NOT NULL,
	"post_type" text,
	"content" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"schedule_date" date NOT NULL,
	"schedule_time" text NOT NULL,
	"repeat" smallint NOT NULL,
	"repeat_end_date" date,
	"next_run_at" timestamp with time zone,
	"image_key" text,
	"image_token" text,
	"image_type" text,
	"send_back_comment" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_settings_status_check" CHECK ("post_settings"."status" in (0, 1, 2, 8, 9)),
	CONSTRAINT "post_settings_repeat_check" CHECK ("post_settings"."repeat" in (1, 2, 3, 4)),
	CONSTRAINT "post_settings_post_type_check" CHECK ("post_settings"."post_type" in ('action', 'offer', 'event', 'instagram'))
);
--> statement-breakpoint
CREATE TABLE "post_setting_accounts" (
	"post_setting_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "post_setting_accounts_post_setting_id_local_account_id_pk" PRIMARY KEY("post_setting_id","local_account_id")
);
--> statement-breakpoint
CREATE TABLE "post_queues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"post_setting_id" integer,
	"occurrence_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"post_setting_id" integer,
	"local_account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"intent_status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint,
	"payload" jsonb NOT NULL,
	"provider_post_id" text,
	"provider_state" text,
	"link" text,
	"error_message" text,
	"retryable" boolean DEFAULT true NOT NULL,
	"pinned" boolean,
	"scheduled_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"refresh_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_histories_status_check" CHECK ("post_histories"."status" in (0, 1, -1)),
	CONSTRAINT "post_histories_intent_status_check" CHECK ("post_histories"."intent_status" in ('pending', 'claimed', 'done', 'failed')),
	CONSTRAINT "post_histories_provider_check" CHECK ("post_histories"."provider" in ('google', 'yahoo')),
	CONSTRAINT "post_histories_provider_state_check" CHECK ("post_histories"."provider_state" in ('processing', 'live', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "post_settings" ADD CONSTRAINT "post_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_settings" ADD CONSTRAINT "post_settings_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_settings" ADD CONSTRAINT "post_settings_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_setting_accounts" ADD CONSTRAINT "post_setting_accounts_post_setting_id_post_settings_id_fk" FOREIGN KEY ("post_setting_id") REFERENCES "public"."post_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_setting_accounts" ADD CONSTRAINT "post_setting_accounts_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_setting_accounts" ADD CONSTRAINT "post_setting_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_queues" ADD CONSTRAINT "post_queues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_queues" ADD CONSTRAINT "post_queues_post_setting_id_post_settings_id_fk" FOREIGN KEY ("post_setting_id") REFERENCES "public"."post_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_histories" ADD CONSTRAINT "post_histories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_histories" ADD CONSTRAINT "post_histories_queue_id_post_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."post_queues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_histories" ADD CONSTRAINT "post_histories_post_setting_id_post_settings_id_fk" FOREIGN KEY ("post_setting_id") REFERENCES "public"."post_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_histories" ADD CONSTRAINT "post_histories_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_settings_company_idx" ON "post_settings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "post_settings_due_idx" ON "post_settings" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_settings_image_token_key" ON "post_settings" USING btree ("image_token");--> statement-breakpoint
CREATE INDEX "post_setting_accounts_account_idx" ON "post_setting_accounts" USING btree ("company_id","local_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_queues_setting_occurrence_key" ON "post_queues" USING btree ("post_setting_id","occurrence_at");--> statement-breakpoint
CREATE INDEX "post_queues_company_idx" ON "post_queues" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_histories_idempotency_key" ON "post_histories" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "post_histories_queue_account_key" ON "post_histories" USING btree ("queue_id","local_account_id");--> statement-breakpoint
CREATE INDEX "post_histories_company_idx" ON "post_histories" USING btree ("company_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "post_histories_intent_idx" ON "post_histories" USING btree ("intent_status","claimed_at");--> statement-breakpoint
CREATE INDEX "post_histories_refresh_idx" ON "post_histories" USING btree ("provider_state","refresh_after");
