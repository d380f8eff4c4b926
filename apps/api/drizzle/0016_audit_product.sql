ALTER TABLE "audit_log" ADD COLUMN "product_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_product_idx" ON "audit_log" USING btree ("product_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_log"."product_id" is not null;--> statement-breakpoint
UPDATE "audit_log" SET "product_id" = "entity_id"::integer WHERE "entity" = 'product' AND "entity_id" ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" SET "product_id" = coalesce("after" ->> 'productId', "before" ->> 'productId')::integer
  WHERE "entity" = 'product_image' AND coalesce("after" ->> 'productId', "before" ->> 'productId') ~ '^[0-9]{1,9}$';--> statement-breakpoint
UPDATE "audit_log" a SET "product_id" = k."product_id" FROM "skus" k
  WHERE a."entity" = 'sku' AND a."entity_id" ~ '^[0-9]{1,9}$' AND k."id" = a."entity_id"::integer;
