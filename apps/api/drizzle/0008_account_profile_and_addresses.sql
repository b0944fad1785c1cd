-- The account page (docs/product.md §2 Account): a phone number on the account, kept in its national form
-- (03001234567) like an order's, and up to 10 saved delivery addresses per account, one of them the default.
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_addresses_user_created_idx" ON "saved_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
-- At most one default per account, whatever two requests do at the same moment.
CREATE UNIQUE INDEX "saved_addresses_one_default_per_user" ON "saved_addresses" USING btree ("user_id") WHERE "saved_addresses"."is_default";--> statement-breakpoint
-- Wrong current passwords on the account page are counted like failed logins.
ALTER TABLE "attempt_counters" DROP CONSTRAINT "attempt_counters_purpose_check";--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD CONSTRAINT "attempt_counters_purpose_check" CHECK ("attempt_counters"."purpose" in ('login', 'password-reset', 'password-change'));
