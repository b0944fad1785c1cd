-- docs/product.md §2, §3, §8 (issue: mail only to people who asked for it): accounts prove their
-- address before the shop mails them; ratings say how many verified buyers they count; newsletter
-- subscriptions are confirmed by the address before they count.
CREATE TABLE "email_verification_sends" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sends" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscribed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "subscribed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_sends" ADD CONSTRAINT "email_verification_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Accounts made before verification existed keep receiving their order mail.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;--> statement-breakpoint
-- Every rating counts its verified buyers' reviews when it has any (modules/reviews/repository.ts, refreshTargetRating).
UPDATE "products" p SET
  "verified_review_count" = counted.verified,
  "rating" = counted.rating
FROM (
  SELECT r."product_id" AS id,
    count(*) FILTER (WHERE r.bought)::int AS verified,
    coalesce(round(CASE WHEN bool_or(r.bought) THEN avg(r."rating") FILTER (WHERE r.bought AND r."rating" > 0) ELSE avg(r."rating") FILTER (WHERE r."rating" > 0) END::numeric, 1), 0) AS rating
  FROM (
    SELECT rv."product_id", rv."rating", EXISTS (
      SELECT 1 FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
      WHERE o."user_id" = rv."user_id" AND o."status" = 'Delivered' AND oi."product_id" = rv."product_id"
    ) AS bought
    FROM "reviews" rv WHERE rv."product_id" IS NOT NULL AND rv."hidden" = false
  ) r GROUP BY r."product_id"
) counted
WHERE p."id" = counted.id;--> statement-breakpoint
UPDATE "deals" d SET
  "verified_review_count" = counted.verified,
  "rating" = counted.rating
FROM (
  SELECT r."deal_id" AS id,
    count(*) FILTER (WHERE r.bought)::int AS verified,
    coalesce(round(CASE WHEN bool_or(r.bought) THEN avg(r."rating") FILTER (WHERE r.bought AND r."rating" > 0) ELSE avg(r."rating") FILTER (WHERE r."rating" > 0) END::numeric, 1), 0) AS rating
  FROM (
    SELECT rv."deal_id", rv."rating", EXISTS (
      SELECT 1 FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
      WHERE o."user_id" = rv."user_id" AND o."status" = 'Delivered' AND oi."deal_id" = rv."deal_id"
    ) AS bought
    FROM "reviews" rv WHERE rv."deal_id" IS NOT NULL AND rv."hidden" = false
  ) r GROUP BY r."deal_id"
) counted
WHERE d."id" = counted.id;
