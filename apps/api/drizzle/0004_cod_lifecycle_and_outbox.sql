CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_attempts_non_negative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "couriers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_non_negative" CHECK ("orders"."refund_paisa" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned'));--> statement-breakpoint
-- Orders placed before the timeline existed start theirs with Order Placed (and Cancelled, when they were).
INSERT INTO "order_events" ("id", "order_id", "status", "actor", "created_at")
SELECT left(replace(gen_random_uuid()::text, '-', ''), 24), "id", 'Order Placed', 'customer', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("id", "order_id", "status", "actor", "note", "created_at")
SELECT left(replace(gen_random_uuid()::text, '-', ''), 24), "id", 'Cancelled', 'customer', "cancellation_reason", coalesce("cancelled_at", "created_at") FROM "orders" WHERE "status" = 'Cancelled';--> statement-breakpoint
-- A cancelled order already gave its units back.
UPDATE "orders" SET "stock_returned" = true WHERE "status" = 'Cancelled';--> statement-breakpoint
UPDATE "delivery_settings" SET "couriers" = '[{"name":"TCS","trackingUrlTemplate":null},{"name":"Leopards","trackingUrlTemplate":null},{"name":"PostEx","trackingUrlTemplate":null},{"name":"Trax","trackingUrlTemplate":null},{"name":"M&P","trackingUrlTemplate":null},{"name":"Call Courier","trackingUrlTemplate":null},{"name":"BlueEX","trackingUrlTemplate":null},{"name":"Pakistan Post","trackingUrlTemplate":null},{"name":"Other","trackingUrlTemplate":null}]'::jsonb;
