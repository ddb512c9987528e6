CREATE INDEX "submissions_reviewing_idx" ON "submissions" USING btree ("reviewer_id") WHERE status in ('assigned', 'in_review');
