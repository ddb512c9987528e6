-- The open queue in the order a page reads it (soonest deadline, cut to milliseconds, then id):
-- a page reads its orders from the index in order instead of sorting every open order.
DROP INDEX "submissions_queue_idx";--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "submissions" USING btree (coalesce(timezone('UTC', date_trunc('milliseconds', timezone('UTC', "eta_at"))), '9999-12-31T23:59:59.999Z'::timestamptz),"id","eta_at","package_tier","add_ons","target_school","word_count","submitted_at","created_at") WHERE status = 'queued' and reviewer_id is null;