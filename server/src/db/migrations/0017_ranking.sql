CREATE TABLE "rank_geo_grid_cells" (
	"grid_id" integer NOT NULL,
	"row" smallint NOT NULL,
	"col" smallint NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"north_m" integer NOT NULL,
	"east_m" integer NOT NULL,
	"outcome" text,
	"rank" integer,
	"measured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rank_geo_grids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_geo_grids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"measure_id" integer NOT NULL,
	"size" smallint NOT NULL,
	"spacing_m" integer NOT NULL,
	"center_lat" double precision NOT NULL,
	"center_lng" double precision NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"error_message" text,
	"average_rank" double precision,
	"found_cells" integer DEFAULT 0 NOT NULL,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "rank_geo_grids_size_check" CHECK ("rank_geo_grids"."size" in (3, 5, 7))
);
--> statement-breakpoint
CREATE TABLE "rank_measures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_measures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"local_account_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"provider" text NOT NULL,
	"keyword" text NOT NULL,
	"keyword_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"point_kind" text NOT NULL,
	"point_label" text,
	"point_lat" double precision,
	"point_lng" double precision,
	"radius_m" integer NOT NULL,
	"measure_time" text NOT NULL,
	"depth" integer NOT NULL,
	"target_place_id" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "rank_measures_radius_check" CHECK ("rank_measures"."radius_m" between 100 and 50000),
	CONSTRAINT "rank_measures_depth_check" CHECK ("rank_measures"."depth" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "rank_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rank_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"measure_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"send_after" timestamp with time zone NOT NULL,
	"error_message" text,
	"outcome" text,
	"rank" integer,
	"depth" integer NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"result_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"point_lat" double precision,
	"point_lng" double precision,
	"radius_m" integer,
	"device_profile" text,
	"snapshot_status" text DEFAULT 'pending' NOT NULL,
	"snapshot_key" text,
	"content_hash" text,
	"measured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_results_rank_check" CHECK ("rank_results"."rank" is null or "rank_results"."rank" >= 1)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "measure_contract_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "measure_contract_scope" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "rank_geo_grid_cells" ADD CONSTRAINT "rank_geo_grid_cells_grid_id_rank_geo_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."rank_geo_grids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_geo_grids" ADD CONSTRAINT "rank_geo_grids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_geo_grids" ADD CONSTRAINT "rank_geo_grids_measure_id_rank_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."rank_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_geo_grids" ADD CONSTRAINT "rank_geo_grids_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_measures" ADD CONSTRAINT "rank_measures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_measures" ADD CONSTRAINT "rank_measures_local_account_id_local_accounts_id_fk" FOREIGN KEY ("local_account_id") REFERENCES "public"."local_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_measures" ADD CONSTRAINT "rank_measures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_measures" ADD CONSTRAINT "rank_measures_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_results" ADD CONSTRAINT "rank_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_results" ADD CONSTRAINT "rank_results_measure_id_rank_measures_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."rank_measures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rank_geo_grid_cells_key" ON "rank_geo_grid_cells" USING btree ("grid_id","row","col");--> statement-breakpoint
CREATE INDEX "rank_geo_grids_measure_idx" ON "rank_geo_grids" USING btree ("measure_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_geo_grids_active_key" ON "rank_geo_grids" USING btree ("measure_id") WHERE "rank_geo_grids"."status" in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "rank_measures_account_keyword_key" ON "rank_measures" USING btree ("local_account_id","keyword_key") WHERE "rank_measures"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rank_measures_company_idx" ON "rank_measures" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "rank_measures_time_idx" ON "rank_measures" USING btree ("measure_time") WHERE "rank_measures"."deleted_at" is null and "rank_measures"."status" = 'measuring';--> statement-breakpoint
CREATE UNIQUE INDEX "rank_results_measure_day_key" ON "rank_results" USING btree ("measure_id","measured_on");--> statement-breakpoint
CREATE INDEX "rank_results_due_idx" ON "rank_results" USING btree ("status","send_after");