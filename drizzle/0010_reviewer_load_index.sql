CREATE INDEX "submissions_assigned_idx" ON "submissions" USING btree ("assigned_at","reviewer_id");
