-- One review per account and product or deal (docs/product.md §4 Reviews). An account's older reviews
-- of the same target are removed first, keeping its newest (their reactions go with them); reviews
-- whose author was deleted (user_id null) are left alone.
DELETE FROM "reviews" AS "older"
	USING "reviews" AS "newer"
	WHERE "older"."user_id" IS NOT NULL
		AND "newer"."user_id" = "older"."user_id"
		AND "newer"."target_type" = "older"."target_type"
		AND "newer"."product_id" IS NOT DISTINCT FROM "older"."product_id"
		AND "newer"."deal_id" IS NOT DISTINCT FROM "older"."deal_id"
		AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id");--> statement-breakpoint
-- Nobody reacts to their own review any more: such reactions go, and every review's counts are taken
-- again from the reactions left.
DELETE FROM "review_reactions" AS "reaction"
	USING "reviews" AS "review"
	WHERE "review"."id" = "reaction"."review_id" AND "review"."user_id" = "reaction"."user_id";--> statement-breakpoint
UPDATE "reviews" AS "review" SET
	"likes" = "counted"."likes",
	"dislikes" = "counted"."dislikes"
	FROM (
		SELECT "reviews"."id",
			(SELECT count(*)::int FROM "review_reactions" WHERE "review_id" = "reviews"."id" AND "kind" = 'like') AS "likes",
			(SELECT count(*)::int FROM "review_reactions" WHERE "review_id" = "reviews"."id" AND "kind" = 'dislike') AS "dislikes"
		FROM "reviews"
	) AS "counted"
	WHERE "counted"."id" = "review"."id"
		AND ("review"."likes", "review"."dislikes") IS DISTINCT FROM ("counted"."likes", "counted"."dislikes");--> statement-breakpoint
-- The rating and count of every product and deal that lost a review, as refreshTargetRating keeps them.
UPDATE "products" AS "target" SET
	"rating" = "counted"."rating",
	"review_count" = "counted"."review_count"
	FROM (
		SELECT "products"."id",
			coalesce((SELECT round(avg("rating")::numeric, 1) FROM "reviews" WHERE "product_id" = "products"."id" AND "hidden" = false AND "rating" > 0), 0) AS "rating",
			(SELECT count(*)::int FROM "reviews" WHERE "product_id" = "products"."id" AND "hidden" = false) AS "review_count"
		FROM "products"
	) AS "counted"
	WHERE "counted"."id" = "target"."id"
		AND ("target"."rating", "target"."review_count") IS DISTINCT FROM ("counted"."rating", "counted"."review_count");--> statement-breakpoint
UPDATE "deals" AS "target" SET
	"rating" = "counted"."rating",
	"review_count" = "counted"."review_count"
	FROM (
		SELECT "deals"."id",
			coalesce((SELECT round(avg("rating")::numeric, 1) FROM "reviews" WHERE "deal_id" = "deals"."id" AND "hidden" = false AND "rating" > 0), 0) AS "rating",
			(SELECT count(*)::int FROM "reviews" WHERE "deal_id" = "deals"."id" AND "hidden" = false) AS "review_count"
		FROM "deals"
	) AS "counted"
	WHERE "counted"."id" = "target"."id"
		AND ("target"."rating", "target"."review_count") IS DISTINCT FROM ("counted"."rating", "counted"."review_count");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user_product" ON "reviews" USING btree ("user_id","product_id") WHERE "reviews"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_user_deal" ON "reviews" USING btree ("user_id","deal_id") WHERE "reviews"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "review_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_activity_kind_check" CHECK ("review_activity"."kind" in ('submit', 'react'))
);
--> statement-breakpoint
ALTER TABLE "review_activity" ADD CONSTRAINT "review_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_activity_user_kind_created_idx" ON "review_activity" USING btree ("user_id","kind","created_at");--> statement-breakpoint
-- The last day's reviews count against the limits as they did before: each as one submit.
INSERT INTO "review_activity" ("id", "user_id", "kind", "created_at")
	SELECT 'migrated-' || "id", "user_id", 'submit', "created_at" FROM "reviews"
	WHERE "user_id" IS NOT NULL AND "created_at" > now() - interval '1 day';
