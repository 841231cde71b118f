CREATE TABLE "insight_google_daily" (
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"impressions_desktop_maps" integer DEFAULT 0 NOT NULL,
	"impressions_mobile_maps" integer DEFAULT 0 NOT NULL,
	"impressions_desktop_search" integer DEFAULT 0 NOT NULL,
	"impressions_mobile_search" integer DEFAULT 0 NOT NULL,
	"call_clicks" integer DEFAULT 0 NOT NULL,
	"direction_requests" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"food_orders" integer DEFAULT 0 NOT NULL,
	"food_menu_clicks" integer DEFAULT 0 NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_google_daily_local_account_id_date_pk" PRIMARY KEY("local_account_id","date")
);
--> statement-breakpoint
CREATE TABLE "insight_search_keywords" (
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"month" date NOT NULL,
	"keyword" text NOT NULL,
	"value" integer,
	"threshold" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_search_keywords_local_account_id_month_keyword_pk" PRIMARY KEY("local_account_id","month","keyword"),
	CONSTRAINT "insight_search_keywords_value_check" CHECK ("insight_search_keywords"."value" is not null or "insight_search_keywords"."threshold" is not null)
);
--> statement-breakpoint
CREATE TABLE "insight_sync_states" (
	"local_account_id" integer NOT NULL,
	"source" text NOT NULL,
	"company_id" integer NOT NULL,
	"synced_through" date,
	"backfilled_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_sync_states_local_account_id_source_pk" PRIMARY KEY("local_account_id","source")
);
--> statement-breakpoint
CREATE TABLE "insight_yahoo_daily" (
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"user_views" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"action_call" integer DEFAULT 0 NOT NULL,
	"action_route" integer DEFAULT 0 NOT NULL,
	"action_website" integer DEFAULT 0 NOT NULL,
	"action_reservation" integer DEFAULT 0 NOT NULL,
	"device_smartphone" integer DEFAULT 0 NOT NULL,
	"device_pc" integer DEFAULT 0 NOT NULL,
	"device_tablet" integer DEFAULT 0 NOT NULL,
	"gender_female" integer DEFAULT 0 NOT NULL,
	"gender_male" integer DEFAULT 0 NOT NULL,
	"gender_unknown" integer DEFAULT 0 NOT NULL,
	"age_groups" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_yahoo_daily_local_account_id_date_pk" PRIMARY KEY("local_account_id","date")
);
--> statement-breakpoint
CREATE TABLE "insight_yahoo_keywords" (
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"month" date NOT NULL,
	"keyword" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_yahoo_keywords_local_account_id_month_keyword_pk" PRIMARY KEY("local_account_id","month","keyword")
);
--> statement-breakpoint
CREATE TABLE "report_comments" (
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_comments_local_account_id_pk" PRIMARY KEY("local_account_id")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"day_of_month" smallint DEFAULT 10 NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_sent_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_day_check" CHECK ("report_schedules"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "insight_google_daily" ADD CONSTRAINT "insight_google_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_google_daily" ADD CONSTRAINT "insight_google_daily_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_search_keywords" ADD CONSTRAINT "insight_search_keywords_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_search_keywords" ADD CONSTRAINT "insight_search_keywords_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_sync_states" ADD CONSTRAINT "insight_sync_states_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_sync_states" ADD CONSTRAINT "insight_sync_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_yahoo_daily" ADD CONSTRAINT "insight_yahoo_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_yahoo_daily" ADD CONSTRAINT "insight_yahoo_daily_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_yahoo_keywords" ADD CONSTRAINT "insight_yahoo_keywords_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_yahoo_keywords" ADD CONSTRAINT "insight_yahoo_keywords_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_google_daily_company_date_idx" ON "insight_google_daily" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "insight_search_keywords_company_month_idx" ON "insight_search_keywords" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "insight_sync_states_company_idx" ON "insight_sync_states" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "insight_yahoo_daily_company_date_idx" ON "insight_yahoo_daily" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "insight_yahoo_keywords_company_month_idx" ON "insight_yahoo_keywords" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "report_comments_company_idx" ON "report_comments" USING btree ("company_id");