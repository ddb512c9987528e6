-- The reviewers who take orders (active, with a weekly capacity), by the time their week filled:
-- the reviewer summary counts them and those with room from this index alone, without reading
-- each profile or joining its user.
CREATE INDEX "reviewer_profiles_taking_orders_idx" ON "reviewer_profiles" USING btree ("filling_take_at") WHERE active and weekly_capacity > 0;