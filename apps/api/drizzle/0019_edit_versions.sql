-- Issue 33 §1 (decision 025): every object the owner edits has a version, 1 at first and one more at every save,
-- with when and by whom it was last saved; a save sent on an older version is refused (409 EDIT_CONFLICT).
-- Objects with no row of their own to carry it (business details, delivery and shop settings, WhatsApp messages,
-- search synonyms) keep theirs in edit_versions, one row each, made by the object's first save (none before: version 1).
CREATE TABLE "edit_versions" (
	"object" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "edit_versions_version_positive" CHECK ("edit_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_version_positive" CHECK ("categories"."version" >= 1);--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_version_positive" CHECK ("deals"."version" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_version_positive" CHECK ("products"."version" >= 1);--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_version_positive" CHECK ("banners"."version" >= 1);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_version_positive" CHECK ("stores"."version" >= 1);--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_version_positive" CHECK ("team_members"."version" >= 1);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_version_positive" CHECK ("testimonials"."version" >= 1);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_version_positive" CHECK ("blog_posts"."version" >= 1);