-- A reviewer's queue leaves out orders they placed as an applicant: the queue index carries the
-- applicant, so a queue page is still read from the index alone.
DROP INDEX "submissions_queue_idx";--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "submissions" USING btree (coalesce(timezone('UTC', date_trunc('milliseconds', timezone('UTC', "eta_at"))), '9999-12-31T23:59:59.999Z'::timestamptz),"id","eta_at","package_tier","add_ons","target_school","word_count","submitted_at","created_at","applicant_id") WHERE status = 'queued' and reviewer_id is null;