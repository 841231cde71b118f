CREATE TABLE "post_manuscripts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_manuscripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"post_type" text DEFAULT 'action' NOT NULL,
	"body" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_manuscripts_post_type_check" CHECK ("post_manuscripts"."post_type" in ('action', 'offer', 'event'))
);
--> statement-breakpoint
ALTER TABLE "post_manuscripts" ADD CONSTRAINT "post_manuscripts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_manuscripts" ADD CONSTRAINT "post_manuscripts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_manuscripts_company_idx" ON "post_manuscripts" USING btree ("company_id","id");
