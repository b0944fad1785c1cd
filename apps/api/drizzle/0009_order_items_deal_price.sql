-- What one deal cost when it was bought, on each item of a deal: the order shows the deal as one line at
-- this price (packages/core/src/order-lines.ts). Older deal items keep null and are read from their shares.
ALTER TABLE "order_items" ADD COLUMN "deal_price_paisa" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_deal_price_non_negative" CHECK ("order_items"."deal_price_paisa" is null or "order_items"."deal_price_paisa" >= 0);
