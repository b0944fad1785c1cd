-- docs/product.md §4 Trust (decision 018): unconfirmed orders hold their stock until hold_until; the
-- blocklist; when each spaced email (the owner's alert) last went; the trust settings; the customer's
-- story by phone number.
CREATE TABLE "customer_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_blocks_kind_check" CHECK ("customer_blocks"."kind" in ('phone', 'email', 'user'))
);
--> statement-breakpoint
CREATE TABLE "outbox_spacing" (
	"template" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "unconfirmed_hold_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "new_customer_open_orders" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "new_customer_max_order_rupees" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "new_customer_max_order_units" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_blocks" ADD CONSTRAINT "customer_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_blocks_kind_value_unique" ON "customer_blocks" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree (("address"->>'phone'));--> statement-breakpoint
CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."hold_until" is not null;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_trust_ranges" CHECK ("shop_settings"."unconfirmed_hold_hours" between 0 and 720 and "shop_settings"."new_customer_open_orders" between 0 and 100 and "shop_settings"."new_customer_max_order_rupees" between 0 and 10000000 and "shop_settings"."new_customer_max_order_units" between 0 and 10000);--> statement-breakpoint
-- Phones typed before the address kept the national form: one way of writing each number, so the
-- story of a phone finds all its orders.
UPDATE "orders" SET "address" = jsonb_set("address", '{phone}', to_jsonb('0' || substring(regexp_replace("address"->>'phone', '[\s()-]', '', 'g') from '^(?:\+92|0092|92|0)(3[0-9]{9})$')))
WHERE substring(regexp_replace("address"->>'phone', '[\s()-]', '', 'g') from '^(?:\+92|0092|92|0)(3[0-9]{9})$') IS NOT NULL
  AND "address"->>'phone' <> '0' || substring(regexp_replace("address"->>'phone', '[\s()-]', '', 'g') from '^(?:\+92|0092|92|0)(3[0-9]{9})$');--> statement-breakpoint
-- Orders already waiting when the shop is upgraded get a whole hold from now, so the upgrade cancels nothing by itself.
UPDATE "orders" SET "hold_until" = greatest("created_at", now()) + interval '48 hours' WHERE "status" = 'Order Placed';
