-- Issue 34: discount codes (one per order, its use counted from the orders that carry it) and the code and discount on each order.
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"percent_off" integer,
	"amount_off_paisa" integer,
	"min_subtotal_paisa" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"deal_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "discount_codes_version_positive" CHECK ("discount_codes"."version" >= 1),
	CONSTRAINT "discount_codes_type_check" CHECK ("discount_codes"."type" in ('percent', 'fixed', 'free-delivery')),
	CONSTRAINT "discount_codes_value_check" CHECK (("discount_codes"."type" = 'percent' and "discount_codes"."percent_off" between 1 and 100) or ("discount_codes"."type" = 'fixed' and "discount_codes"."amount_off_paisa" > 0) or "discount_codes"."type" = 'free-delivery'),
	CONSTRAINT "discount_codes_minimum_non_negative" CHECK ("discount_codes"."min_subtotal_paisa" >= 0),
	CONSTRAINT "discount_codes_uses_positive" CHECK (("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 1) and ("discount_codes"."max_uses_per_customer" is null or "discount_codes"."max_uses_per_customer" >= 1)),
	CONSTRAINT "discount_codes_window_check" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."ends_at" is null or "discount_codes"."starts_at" < "discount_codes"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id","created_at") WHERE "orders"."discount_code_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_paisa" >= 0 and "orders"."discount_paisa" <= "orders"."subtotal_paisa");