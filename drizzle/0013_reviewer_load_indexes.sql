DROP INDEX "submissions_assigned_idx";--> statement-breakpoint
CREATE INDEX "submissions_reviewing_idx" ON "submissions" USING btree ("reviewer_id") WHERE status in ('assigned', 'in_review');--> statement-breakpoint
CREATE INDEX "submissions_assigned_idx" ON "submissions" USING btree ("assigned_at","reviewer_id");