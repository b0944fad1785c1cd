-- Issue 35: where each order came from, accounts made for orders taken by hand (no password, keyed by phone), the owner's notes on customers, and the reminders of carts left behind.
CREATE TABLE "cart_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"cart_updated_at" timestamp with time zone NOT NULL,
	"value_paisa" integer NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"recovered_order_id" text,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"person_key" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "customer_notes_version_positive" CHECK ("customer_notes"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "abandoned_cart_hours" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cart_reminders_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_reminders_user_sent_idx" ON "cart_reminders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_token_unique" ON "cart_reminders" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "cart_reminders_recovered_idx" ON "cart_reminders" USING btree ("recovered_at") WHERE "cart_reminders"."recovered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_passwordless_phone_unique" ON "users" USING btree ("phone") WHERE "users"."password_hash" is null;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_abandoned_cart_hours_range" CHECK ("shop_settings"."abandoned_cart_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('web', 'whatsapp', 'instagram', 'facebook', 'phone', 'store'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_or_phone" CHECK (("users"."email" is not null and "users"."password_hash" is not null) or ("users"."password_hash" is null and "users"."phone" is not null));