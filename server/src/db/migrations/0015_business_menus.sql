CREATE TABLE "store_menu_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_menu_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_menu_sets_kind_check" CHECK ("store_menu_sets"."kind" in ('menus', 'services'))
);
--> statement-breakpoint
CREATE TABLE "menu_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"token" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_reflections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_reflections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content" jsonb NOT NULL,
	"error_message" text,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "menu_reflections_status_check" CHECK ("menu_reflections"."status" in ('pending', 'claimed', 'done', 'failed', 'superseded')),
	CONSTRAINT "menu_reflections_provider_check" CHECK ("menu_reflections"."provider" in ('google', 'yahoo')),
	CONSTRAINT "menu_reflections_kind_check" CHECK ("menu_reflections"."kind" in ('menus', 'services'))
);
--> statement-breakpoint
ALTER TABLE "store_menu_sets" ADD CONSTRAINT "store_menu_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_menu_sets" ADD CONSTRAINT "store_menu_sets_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_photos" ADD CONSTRAINT "menu_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_reflections" ADD CONSTRAINT "menu_reflections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_reflections" ADD CONSTRAINT "menu_reflections_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_menu_sets" ADD CONSTRAINT "store_menu_sets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_photos" ADD CONSTRAINT "menu_photos_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_reflections" ADD CONSTRAINT "menu_reflections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_menu_sets_store_kind_key" ON "store_menu_sets" USING btree ("store_id","kind");--> statement-breakpoint
CREATE INDEX "store_menu_sets_company_idx" ON "store_menu_sets" USING btree ("company_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_photos_token_key" ON "menu_photos" USING btree ("token");--> statement-breakpoint
CREATE INDEX "menu_photos_store_idx" ON "menu_photos" USING btree ("company_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_reflections_idempotency_key" ON "menu_reflections" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "menu_reflections_account_idx" ON "menu_reflections" USING btree ("company_id","local_account_id","kind","id");--> statement-breakpoint
CREATE INDEX "menu_reflections_intent_idx" ON "menu_reflections" USING btree ("status","claimed_at");
