CREATE TABLE "media_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"media_format" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" real,
	"thumbnail_key" text,
	"scheduled_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_posts_media_format_check" CHECK ("media_posts"."media_format" in ('PHOTO', 'VIDEO'))
);
--> statement-breakpoint
CREATE TABLE "media_post_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_post_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"media_post_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text,
	"google_media_name" text,
	"google_url" text,
	"posted_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"delete_idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_post_histories_status_check" CHECK ("media_post_histories"."status" in ('waiting', 'processing', 'posted', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "media_posts" ADD CONSTRAINT "media_posts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_posts" ADD CONSTRAINT "media_posts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_post_histories" ADD CONSTRAINT "media_post_histories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_post_histories" ADD CONSTRAINT "media_post_histories_media_post_id_media_posts_id_fk" FOREIGN KEY ("media_post_id") REFERENCES "public"."media_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_post_histories" ADD CONSTRAINT "media_post_histories_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_posts_company_idx" ON "media_posts" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_post_histories_idempotency_key" ON "media_post_histories" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "media_post_histories_post_account_key" ON "media_post_histories" USING btree ("media_post_id","local_account_id");--> statement-breakpoint
CREATE INDEX "media_post_histories_company_idx" ON "media_post_histories" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "media_post_histories_status_due_idx" ON "media_post_histories" USING btree ("status","due_at");
