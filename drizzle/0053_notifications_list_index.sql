-- The bell's pages of notices, newest first and cut by (time, id): an admin, told of every
-- at-risk order, has thousands, which each page sorted.
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("user_id","created_at","id");
