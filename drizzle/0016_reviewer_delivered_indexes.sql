DROP INDEX "reviews_reviewer_idx";--> statement-breakpoint
CREATE INDEX "submissions_reviewer_delivered_idx" ON "submissions" USING btree ("reviewer_id","id","delivered_at","updated_at") WHERE status in ('feedback_ready', 'completed');--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id","submission_id","submitted_at") WHERE submitted_at is not null;