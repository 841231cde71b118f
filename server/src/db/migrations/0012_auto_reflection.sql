ALTER TABLE "local_accounts" ADD COLUMN "auto_reflect" boolean DEFAULT true NOT NULL;
