CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text DEFAULT 'guide' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover_base" text,
	"cover_widths" integer[],
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_status_known" CHECK ("content_pages"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "lookbook_hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"look_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"x" numeric(5, 2) NOT NULL,
	"y" numeric(5, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lookbook_hotspots_in_photo" CHECK ("lookbook_hotspots"."x" between 0 and 100 and "lookbook_hotspots"."y" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "lookbook_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"alt" jsonb NOT NULL,
	"base" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookbook_looks_status_known" CHECK ("lookbook_looks"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookbook_hotspots" ADD CONSTRAINT "lookbook_hotspots_look_id_lookbook_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."lookbook_looks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookbook_hotspots" ADD CONSTRAINT "lookbook_hotspots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_uq" ON "content_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_pages_kind_idx" ON "content_pages" USING btree ("kind","status","position");--> statement-breakpoint
CREATE INDEX "lookbook_hotspots_look_idx" ON "lookbook_hotspots" USING btree ("look_id","position");--> statement-breakpoint
CREATE INDEX "lookbook_hotspots_product_idx" ON "lookbook_hotspots" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "lookbook_looks_status_idx" ON "lookbook_looks" USING btree ("status","position");