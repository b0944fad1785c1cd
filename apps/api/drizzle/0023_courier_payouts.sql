-- Issue 36: courier payouts matched to orders (previews kept for any server to apply, each order paid by one line at most), the column mapping kept per courier, return charges, and the days a delivery may wait for its payout.
CREATE TABLE "courier_payout_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL,
	"order_id" text,
	"line" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"match" text NOT NULL,
	"cash_paisa" integer NOT NULL,
	"charges_paisa" integer NOT NULL,
	"tax_paisa" integer NOT NULL,
	"difference_paisa" integer,
	CONSTRAINT "courier_payout_lines_amounts_non_negative" CHECK ("courier_payout_lines"."cash_paisa" >= 0 and "courier_payout_lines"."charges_paisa" >= 0 and "courier_payout_lines"."tax_paisa" >= 0),
	CONSTRAINT "courier_payout_lines_match_check" CHECK ("courier_payout_lines"."match" in ('matched', 'amount-differs', 'not-delivered', 'returned', 'unknown', 'already-paid'))
);
--> statement-breakpoint
CREATE TABLE "courier_payout_mappings" (
	"courier" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_payout_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"file_name" text,
	"lines" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"preview_id" text NOT NULL,
	"file_name" text,
	"marked_delivered" integer DEFAULT 0 NOT NULL,
	"marked_returned" integer DEFAULT 0 NOT NULL,
	"applied_by" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "courier_payout_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_charge_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_payout_lines" ADD CONSTRAINT "courier_payout_lines_payout_id_courier_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."courier_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payout_lines" ADD CONSTRAINT "courier_payout_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payout_previews" ADD CONSTRAINT "courier_payout_previews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_preview_id_courier_payout_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."courier_payout_previews"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payout_lines_order_unique" ON "courier_payout_lines" USING btree ("order_id") WHERE "courier_payout_lines"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "courier_payout_lines_payout_idx" ON "courier_payout_lines" USING btree ("payout_id","line");--> statement-breakpoint
CREATE INDEX "courier_payout_previews_created_idx" ON "courier_payout_previews" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_preview_unique" ON "courier_payouts" USING btree ("preview_id");--> statement-breakpoint
CREATE INDEX "courier_payouts_courier_applied_idx" ON "courier_payouts" USING btree ("courier","applied_at");--> statement-breakpoint
CREATE INDEX "orders_courier_tracking_idx" ON "orders" USING btree ("courier",upper(regexp_replace("tracking_number", '\s', '', 'g'))) WHERE "orders"."tracking_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_courier_delivered_idx" ON "orders" USING btree ("courier","delivered_at") WHERE "orders"."delivered_at" is not null;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_courier_payout_days_range" CHECK ("shop_settings"."courier_payout_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_charge_non_negative" CHECK ("orders"."return_charge_paisa" >= 0);