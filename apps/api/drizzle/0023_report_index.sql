-- Reports (issue 15) read a year of orders by created_at: the same index, covering what the sales and VAT
-- reports sum, so the year is read from the index alone (drizzle's schema cannot say INCLUDE; the name is kept).
DROP INDEX IF EXISTS "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at") INCLUDE ("status", "emirate", "payment_method", "total_fils", "vat_fils");
