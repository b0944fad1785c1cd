-- docs/product.md §3 (issue 33): a deal's total is what its products sell for when the deal is read, never stored,
-- so a product's new price or discount reaches every deal that holds it.
ALTER TABLE "deals" DROP CONSTRAINT "deals_price_non_negative";--> statement-breakpoint
ALTER TABLE "deals" DROP COLUMN "total_paisa";--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_price_non_negative" CHECK ("deals"."final_price_paisa" >= 0);