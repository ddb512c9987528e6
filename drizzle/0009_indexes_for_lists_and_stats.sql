-- Trigram matching for the admin search by part of an email (users_email_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "submissions_status_idx";--> statement-breakpoint
DROP INDEX "submissions_reviewer_idx";--> statement-breakpoint
DROP INDEX "refunds_created_idx";--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "submissions" USING btree ("eta_at","id") WHERE status = 'queued' and reviewer_id is null;--> statement-breakpoint
CREATE INDEX "submissions_undelivered_eta_idx" ON "submissions" USING btree ("eta_at","id") WHERE status in ('queued', 'assigned', 'in_review');--> statement-breakpoint
CREATE INDEX "submissions_delivered_idx" ON "submissions" USING btree ("delivered_at","eta_at");--> statement-breakpoint
CREATE INDEX "submissions_order_number_idx" ON "submissions" USING btree (right("id"::text, 4));--> statement-breakpoint
CREATE INDEX "payments_succeeded_idx" ON "payments" USING btree ("succeeded_at","amount_cents");--> statement-breakpoint
CREATE INDEX "reviews_first_round_submitted_idx" ON "reviews" USING btree ("submitted_at","submission_id") WHERE round = 1;--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "submissions_reviewer_idx" ON "submissions" USING btree ("reviewer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at","amount_cents");