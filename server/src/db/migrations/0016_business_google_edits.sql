CREATE TABLE "business_google_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_google_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"status" text NOT NULL,
	"fields" text[] NOT NULL,
	"google_values" jsonb NOT NULL,
	"record_values" jsonb NOT NULL,
	"diff_mask" text[] NOT NULL,
	"fingerprint" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decided_fields" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_google_edits_status_check" CHECK ("business_google_edits"."status" in ('open', 'accepted', 'reverted', 'superseded', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "business_google_edits" ADD CONSTRAINT "business_google_edits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_google_edits" ADD CONSTRAINT "business_google_edits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_google_edits" ADD CONSTRAINT "business_google_edits_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_google_edits" ADD CONSTRAINT "business_google_edits_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_google_edits_open_key" ON "business_google_edits" USING btree ("local_account_id") WHERE "business_google_edits"."status" = 'open';--> statement-breakpoint
CREATE INDEX "business_google_edits_store_idx" ON "business_google_edits" USING btree ("company_id","store_id","status");
