-- Issue 32: what every open console hears as it happens, kept a day, replayed after Last-Event-ID.
CREATE TABLE "console_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_events_name_check" CHECK ("console_events"."name" in ('order.placed', 'order.confirmed', 'order.cancelled'))
);
--> statement-breakpoint
CREATE INDEX "console_events_created_at_idx" ON "console_events" USING btree ("created_at");