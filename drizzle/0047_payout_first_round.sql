-- An order earns one payout, to the reviewer who delivered its first round (docs/product.md §3
-- Money), as the admin's payouts owed count it (payout_month, 0015). The reviewer's side counted
-- any round: after a reassignment mid-revision the second reviewer's round 2 earned the order a
-- second payout, and a reviewer who took over a delivered order was paid for it too. Now: at the
-- reviewer's submitted first round; else, when no first round was submitted at all (set by
-- hand), for the order's reviewer once it is delivered, at its delivery, else its last update.
CREATE OR REPLACE FUNCTION reviewer_deliveries_refresh(reviewer uuid, order_id uuid)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_round timestamptz;
  any_first_round boolean;
  delivered timestamptz;
  tier text;
BEGIN
  IF reviewer IS NULL OR order_id IS NULL THEN
    RETURN;
  END IF;
  SELECT submitted_at INTO first_round FROM reviews
    WHERE reviewer_id = reviewer AND submission_id = order_id AND round = 1
      AND submitted_at IS NOT NULL;
  any_first_round := first_round IS NOT NULL OR EXISTS (
    SELECT 1 FROM reviews WHERE submission_id = order_id AND round = 1 AND submitted_at IS NOT NULL);
  SELECT package_tier,
      CASE
        WHEN first_round IS NOT NULL THEN first_round
        WHEN NOT any_first_round AND reviewer_id = reviewer
          AND status IN ('feedback_ready', 'completed')
          THEN coalesce(delivered_at, updated_at)
      END
    INTO tier, delivered
    FROM submissions WHERE id = order_id;
  IF delivered IS NULL OR tier IS NULL THEN
    DELETE FROM reviewer_deliveries WHERE reviewer_id = reviewer AND submission_id = order_id;
    RETURN;
  END IF;
  INSERT INTO reviewer_deliveries AS d (reviewer_id, submission_id, delivered_at, package_tier)
  VALUES (reviewer, order_id, date_trunc('milliseconds', delivered), tier)
  ON CONFLICT (reviewer_id, submission_id) DO UPDATE SET
    delivered_at = excluded.delivered_at, package_tier = excluded.package_tier
  WHERE (d.delivered_at, d.package_tier) IS DISTINCT FROM (excluded.delivered_at, excluded.package_tier);
END $$;
--> statement-breakpoint
-- A round submitted, moved, renumbered or deleted: its reviewer's row for its order (before and
-- after), and the order's reviewer's, whose delivery set by hand counts only without a first
-- round.
CREATE OR REPLACE FUNCTION reviewer_deliveries_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM reviewer_deliveries_refresh(OLD.reviewer_id, OLD.submission_id);
    PERFORM reviewer_deliveries_refresh(reviewer_id, id) FROM submissions
      WHERE id = OLD.submission_id AND reviewer_id IS DISTINCT FROM OLD.reviewer_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM reviewer_deliveries_refresh(NEW.reviewer_id, NEW.submission_id);
    PERFORM reviewer_deliveries_refresh(reviewer_id, id) FROM submissions
      WHERE id = NEW.submission_id AND reviewer_id IS DISTINCT FROM NEW.reviewer_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER reviewer_deliveries_on_review ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviewer_deliveries_on_review
  AFTER INSERT OR DELETE OR UPDATE OF submitted_at, reviewer_id, submission_id, round ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviewer_deliveries_on_review();
--> statement-breakpoint
-- The deliveries already there: the new rule only takes rows away (and may move the time of a
-- delivery set by hand), so the rows without a first round of their reviewer are worked out
-- again; the reviewers' delivered_orders follow through their trigger (0032).
SELECT reviewer_deliveries_refresh(d.reviewer_id, d.submission_id)
  FROM (
    SELECT reviewer_id, submission_id FROM reviewer_deliveries d
    WHERE NOT EXISTS (
      SELECT 1 FROM reviews r
      WHERE r.reviewer_id = d.reviewer_id AND r.submission_id = d.submission_id AND r.round = 1
        AND r.submitted_at IS NOT NULL)
  ) AS d;
