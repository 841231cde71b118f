CREATE TABLE "map_hidden_items" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_hidden_items_company_id_kind_item_id_pk" PRIMARY KEY("company_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "map_widgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "map_widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"account_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_widgets_kind_check" CHECK ("map_widgets"."kind" in ('review', 'post', 'picture'))
);
--> statement-breakpoint
ALTER TABLE "map_hidden_items" ADD CONSTRAINT "map_hidden_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_widgets" ADD CONSTRAINT "map_widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "map_widgets_public_id_key" ON "map_widgets" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "map_widgets_company_idx" ON "map_widgets" USING btree ("company_id","kind","id");