ALTER TABLE "order_items" ADD COLUMN "product_stock_taken" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Until now a deal order took only the deal's own stock (decision 010): cancelling one of those
-- orders must not return product units that were never taken.
UPDATE "order_items" SET "product_stock_taken" = false WHERE "is_from_deal";
