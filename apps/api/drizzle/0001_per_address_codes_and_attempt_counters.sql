-- Codes are now kept per address, known or not, instead of per user. A code lives 10 minutes, so
-- pending ones are dropped rather than carried over: whoever was waiting for one asks again.
DELETE FROM "one_time_codes";--> statement-breakpoint
CREATE TABLE "attempt_counters" (
	"account_key" text NOT NULL,
	"purpose" text NOT NULL,
	"client_key" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_counters_account_key_purpose_client_key_pk" PRIMARY KEY("account_key","purpose","client_key"),
	CONSTRAINT "attempt_counters_purpose_check" CHECK ("attempt_counters"."purpose" in ('login', 'password-reset'))
);
--> statement-breakpoint
DROP TABLE "otp_requests";--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "one_time_codes_user_idx";--> statement-breakpoint
-- Dropping "id" drops the old primary key, so the new one can take its place.
ALTER TABLE "one_time_codes" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_email_purpose_pk" PRIMARY KEY("email","purpose");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('password-reset'));--> statement-breakpoint
CREATE INDEX "attempt_counters_window_idx" ON "attempt_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_idx" ON "one_time_codes" USING btree ("expires_at");
