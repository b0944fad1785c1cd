-- docs/product.md §4 (issue 29): the parcel's story (failed delivery attempts, the owner's notes and calls), the
-- WhatsApp confirmation's short code (decision 019) and the owner's wording of the WhatsApp messages.
CREATE TABLE "whatsapp_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_kind_check" CHECK ("whatsapp_templates"."kind" in ('confirmation', 'shipped', 'deliveryAttempt', 'statusUpdate'))
);
--> statement-breakpoint
CREATE TABLE "order_delivery_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_delivery_attempts_reason_check" CHECK ("order_delivery_attempts"."reason" in ('not-at-home', 'phone-off', 'refused', 'wrong-address', 'another-day'))
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"text" text NOT NULL,
	"call" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_call_check" CHECK ("order_notes"."call" is null or "order_notes"."call" in ('answered', 'no-answer', 'wrong-number'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_code" text;--> statement-breakpoint
ALTER TABLE "order_delivery_attempts" ADD CONSTRAINT "order_delivery_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_attempts" ADD CONSTRAINT "order_delivery_attempts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_delivery_attempts_order_idx" ON "order_delivery_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirm_code_unique" ON "orders" USING btree ("confirm_code") WHERE "orders"."confirm_code" is not null;