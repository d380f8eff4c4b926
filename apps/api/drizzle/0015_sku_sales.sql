CREATE TABLE "sku_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"discount_pct" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"previous_discount_pct" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sku_sales_discount_range" CHECK ("sku_sales"."discount_pct" between 0 and 100),
	CONSTRAINT "sku_sales_window" CHECK ("sku_sales"."ends_at" > "sku_sales"."starts_at"),
	CONSTRAINT "sku_sales_state_known" CHECK ("sku_sales"."state" in ('scheduled', 'running', 'ended', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sku_sales" ADD CONSTRAINT "sku_sales_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sku_sales_sku_idx" ON "sku_sales" USING btree ("sku_id","starts_at");--> statement-breakpoint
CREATE INDEX "sku_sales_due_start_idx" ON "sku_sales" USING btree ("starts_at") WHERE "sku_sales"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "sku_sales_due_end_idx" ON "sku_sales" USING btree ("ends_at") WHERE "sku_sales"."state" = 'running';