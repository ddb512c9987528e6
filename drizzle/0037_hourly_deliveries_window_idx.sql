-- The SLA window's hours summed from the index alone (an index-only scan): the dashboard reads
-- 720 of them at any volume, and visiting each row's heap page made it slower at 100,000 orders
-- than at 1,000.
CREATE INDEX "hourly_deliveries_window_idx" ON "hourly_deliveries" USING btree ("hour","delivered","on_time");