CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_en" "tsvector" NOT NULL,
	"search_fr" "tsvector" NOT NULL,
	"search_ar" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_popularity_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pot_sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pot_colours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (is_active and min_price is not null) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sort_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_en_idx" ON "product_search" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "product_search_fr_idx" ON "product_search" USING gin ("search_fr");--> statement-breakpoint
CREATE INDEX "product_search_ar_idx" ON "product_search" USING gin ("search_ar");--> statement-breakpoint
CREATE INDEX "products_l_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_price_idx" ON "products" USING btree ("min_price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_idx" ON "products" USING btree ("category_id","popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_price_idx" ON "products" USING btree ("category_id","min_price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_rating_idx" ON "products" USING btree ("category_id","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_light_idx" ON "products" USING btree ("light","popularity" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_watering_idx" ON "products" USING btree ("watering","popularity" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_difficulty_idx" ON "products" USING btree ("difficulty","popularity" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_pet_safe_idx" ON "products" USING btree ("pet_safe","popularity" DESC NULLS LAST) WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_on_sale_idx" ON "products" USING btree ("popularity" DESC NULLS LAST) WHERE listed and on_sale;--> statement-breakpoint
CREATE INDEX "products_l_featured_idx" ON "products" USING btree ("popularity" DESC NULLS LAST) WHERE listed and featured;--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_pot_sizes_idx" ON "products" USING gin ("pot_sizes");--> statement-breakpoint
CREATE INDEX "products_pot_colours_idx" ON "products" USING gin ("pot_colours");