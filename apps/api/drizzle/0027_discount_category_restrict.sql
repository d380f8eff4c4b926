ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;