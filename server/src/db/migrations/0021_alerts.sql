CREATE TABLE "alert_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"event_id" integer,
	"digest_day" date,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_limit" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"local_account_id" integer,
	"store_name" text,
	"summary" text NOT NULL,
	"digest" boolean NOT NULL,
	"digest_day" date,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"low_rating_enabled" boolean DEFAULT false NOT NULL,
	"low_rating_max" smallint DEFAULT 2 NOT NULL,
	"approval_waiting_enabled" boolean DEFAULT false NOT NULL,
	"post_failed_enabled" boolean DEFAULT false NOT NULL,
	"google_edit_enabled" boolean DEFAULT false NOT NULL,
	"link_expired_enabled" boolean DEFAULT false NOT NULL,
	"rank_drop_enabled" boolean DEFAULT false NOT NULL,
	"rank_drop_min" smallint DEFAULT 3 NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"line_enabled" boolean DEFAULT false NOT NULL,
	"line_to" text,
	"slack_enabled" boolean DEFAULT false NOT NULL,
	"slack_webhook_url" text,
	"digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_low_rating_check" CHECK ("alert_settings"."low_rating_max" between 1 and 5),
	CONSTRAINT "alert_settings_rank_drop_check" CHECK ("alert_settings"."rank_drop_min" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_event_id_alert_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."alert_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_idempotency_key" ON "alert_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_event_channel_key" ON "alert_deliveries" USING btree ("event_id","channel") WHERE "alert_deliveries"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_digest_key" ON "alert_deliveries" USING btree ("user_id","channel","digest_day") WHERE "alert_deliveries"."purpose" = 'digest';--> statement-breakpoint
CREATE INDEX "alert_deliveries_user_idx" ON "alert_deliveries" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("status","send_after");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_events_source_user_key" ON "alert_events" USING btree ("source_key","user_id");--> statement-breakpoint
CREATE INDEX "alert_events_digest_idx" ON "alert_events" USING btree ("user_id","occurred_at") WHERE "alert_events"."digest" and "alert_events"."digest_day" is null;--> statement-breakpoint
CREATE INDEX "alert_settings_company_idx" ON "alert_settings" USING btree ("company_id");