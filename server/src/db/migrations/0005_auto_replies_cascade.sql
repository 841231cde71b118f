ALTER TABLE "auto_replies" DROP CONSTRAINT "auto_replies_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "auto_replies" ADD CONSTRAINT "auto_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;