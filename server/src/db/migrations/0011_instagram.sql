CREATE TABLE "instagram_oauth_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instagram_oauth_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instagram_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"connected_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instagram_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"instagram_account_id" integer NOT NULL,
	"required_hashtags" jsonb NOT NULL,
	"excluded_hashtags" jsonb NOT NULL,
	"remove_hashtags" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"watermark_at" timestamp with time zone,
	"watermark_media_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_setting_accounts" (
	"setting_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "instagram_setting_accounts_setting_id_local_account_id_pk" PRIMARY KEY("setting_id","local_account_id")
);
--> statement-breakpoint
CREATE TABLE "instagram_crossposts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instagram_crossposts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"setting_id" integer,
	"media_id" text NOT NULL,
	"local_account_id" integer NOT NULL,
	"post_history_id" integer,
	"image_key" text,
	"image_token" text,
	"image_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD CONSTRAINT "instagram_oauth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_oauth_states" ADD CONSTRAINT "instagram_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_settings" ADD CONSTRAINT "instagram_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_settings" ADD CONSTRAINT "instagram_settings_instagram_account_id_instagram_accounts_id_fk" FOREIGN KEY ("instagram_account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_setting_accounts" ADD CONSTRAINT "instagram_setting_accounts_setting_id_instagram_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."instagram_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_setting_accounts" ADD CONSTRAINT "instagram_setting_accounts_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_setting_accounts" ADD CONSTRAINT "instagram_setting_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_crossposts" ADD CONSTRAINT "instagram_crossposts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_crossposts" ADD CONSTRAINT "instagram_crossposts_setting_id_instagram_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."instagram_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_crossposts" ADD CONSTRAINT "instagram_crossposts_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_oauth_states_state_hash_key" ON "instagram_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_accounts_company_user_key" ON "instagram_accounts" USING btree ("company_id","ig_user_id");--> statement-breakpoint
CREATE INDEX "instagram_settings_company_idx" ON "instagram_settings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "instagram_settings_enabled_idx" ON "instagram_settings" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "instagram_setting_accounts_account_idx" ON "instagram_setting_accounts" USING btree ("company_id","local_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_crossposts_media_account_key" ON "instagram_crossposts" USING btree ("company_id","media_id","local_account_id");--> statement-breakpoint
CREATE INDEX "instagram_crossposts_image_token_idx" ON "instagram_crossposts" USING btree ("image_token");
