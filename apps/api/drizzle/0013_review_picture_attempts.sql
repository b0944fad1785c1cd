-- docs/product.md §6 and §9 (issue 28): every review submit carrying photos counts against the account's
-- hourly attempts, taken or refused, before any of its pictures is looked at.
ALTER TABLE "review_activity" DROP CONSTRAINT "review_activity_kind_check";--> statement-breakpoint
ALTER TABLE "review_activity" ADD CONSTRAINT "review_activity_kind_check" CHECK ("review_activity"."kind" in ('submit', 'react', 'picture-attempt'));