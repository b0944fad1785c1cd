CREATE TABLE "shop_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_low_stock_threshold_range" CHECK ("shop_settings"."low_stock_threshold" between 0 and 100000)
);
