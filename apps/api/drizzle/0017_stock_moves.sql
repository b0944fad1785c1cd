-- Issue 33 §3: every move of a product's stock with its reason: the owner's, and the units orders took and gave back.
CREATE TABLE "stock_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"order_id" text,
	"actor_id" text,
	"stock_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_change_non_zero" CHECK ("stock_moves"."change" <> 0),
	CONSTRAINT "stock_moves_stock_after_non_negative" CHECK ("stock_moves"."stock_after" >= 0),
	CONSTRAINT "stock_moves_reason_check" CHECK ("stock_moves"."reason" in ('restock', 'damaged', 'correction', 'counted', 'other', 'order', 'order-returned'))
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_product_newest_idx" ON "stock_moves" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);