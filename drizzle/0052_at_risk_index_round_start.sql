-- The at-risk rule reads the round's start (0051), no longer the payment time and add-ons: the
-- index keeps every column the at-risk list and the deadline alerts read, so both stay index-only.
DROP INDEX "submissions_undelivered_eta_idx";--> statement-breakpoint
CREATE INDEX "submissions_undelivered_eta_idx" ON "submissions" USING btree ("eta_at","id","round_started_at","round","status","package_tier","applicant_id","reviewer_id") WHERE status in ('queued', 'assigned', 'in_review');