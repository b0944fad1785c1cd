-- The delivery time the shop promises, in working days after confirmation (docs/product.md §3 Delivery
-- settings): shown on the order confirmation page; the owner sets it beside the charge.
ALTER TABLE "delivery_settings" ADD COLUMN "delivery_days_min" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "delivery_days_max" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_days_in_range" CHECK ("delivery_settings"."delivery_days_min" >= 1 and "delivery_settings"."delivery_days_min" <= "delivery_settings"."delivery_days_max" and "delivery_settings"."delivery_days_max" <= 30);
