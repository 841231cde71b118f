ALTER TABLE "review_reply_intents" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- An intent opened before this column aged from its creation; keep that age.
UPDATE "review_reply_intents" SET "claimed_at" = "created_at";