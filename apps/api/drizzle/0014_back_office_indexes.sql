CREATE INDEX "skus_code_trgm_idx" ON "skus" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree ("sku_id");