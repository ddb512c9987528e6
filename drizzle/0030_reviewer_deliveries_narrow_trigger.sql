-- An order's write reaches reviewer_deliveries only when it can change a delivery: a new
-- reviewer, status or package, or, on a delivered order, a new delivery time or update (the
-- times a delivery set by hand counts from). 0029 ran the refresh on every write that touched
-- updated_at, such as each saved draft round of an order in review.
DROP TRIGGER reviewer_deliveries_on_order_update ON submissions;
--> statement-breakpoint
CREATE TRIGGER reviewer_deliveries_on_order_update
  AFTER UPDATE OF reviewer_id, status, delivered_at, updated_at, package_tier ON submissions
  FOR EACH ROW WHEN (
    OLD.reviewer_id IS DISTINCT FROM NEW.reviewer_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.package_tier IS DISTINCT FROM NEW.package_tier
    OR (NEW.status IN ('feedback_ready', 'completed') AND (
      OLD.delivered_at IS DISTINCT FROM NEW.delivered_at
      OR OLD.updated_at IS DISTINCT FROM NEW.updated_at)))
  EXECUTE FUNCTION reviewer_deliveries_on_order();
