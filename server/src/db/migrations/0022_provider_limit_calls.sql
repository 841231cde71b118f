CREATE TABLE "provider_limit_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "provider_limit_calls_key_at_idx" ON "provider_limit_calls" USING btree ("key","at_ms");