-- Issue 33 §2: the order list (newest first), the reports' periods and the streamed CSV's keyset batches read orders by placing time.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");
