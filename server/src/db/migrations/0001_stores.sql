CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"prefecture" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"google_location_name" text,
	"yahoo_place_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_company_store_code_key" ON "stores" USING btree ("company_id","store_code");--> statement-breakpoint
CREATE INDEX "stores_company_id_idx" ON "stores" USING btree ("company_id","id");