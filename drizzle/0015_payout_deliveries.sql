CREATE TABLE "monthly_deliveries" (
	"month" date NOT NULL,
	"package_tier" text NOT NULL,
	"orders_delivered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_deliveries_month_package_tier_pk" PRIMARY KEY("month","package_tier")
);
--> statement-breakpoint
DROP INDEX "reviews_first_round_submitted_idx";
--> statement-breakpoint
-- The rule of payouts owed (docs/product.md §3 Money), stated once: an order earns one payout,
-- in the UTC month its first round was delivered; no other round, and no undelivered one,
-- earns anything (null).
CREATE FUNCTION payout_month(round integer, submitted_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN round = 1 THEN date_trunc('month', submitted_at AT TIME ZONE 'UTC')::date END
$$;
--> statement-breakpoint
-- Adds `delta` orders of a package to a month (a null month or package has nothing to count).
CREATE FUNCTION monthly_deliveries_add(payout date, tier text, delta integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF payout IS NULL OR tier IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO monthly_deliveries AS m (month, package_tier, orders_delivered)
  VALUES (payout, tier, delta)
  ON CONFLICT (month, package_tier) DO UPDATE SET
    orders_delivered = m.orders_delivered + excluded.orders_delivered;
END $$;
--> statement-breakpoint
-- A round's old state leaves its month and its new state enters one, at its order's package.
-- A round removed with its order finds no order here: the order took its count off BEFORE it
-- went (below).
CREATE FUNCTION monthly_deliveries_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM monthly_deliveries_add(payout_month(OLD.round, OLD.submitted_at), package_tier, -1)
      FROM submissions WHERE id = OLD.submission_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM monthly_deliveries_add(payout_month(NEW.round, NEW.submitted_at), package_tier, 1)
      FROM submissions WHERE id = NEW.submission_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER monthly_deliveries_on_review
  AFTER INSERT OR DELETE OR UPDATE OF submitted_at, round, submission_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION monthly_deliveries_on_review();
--> statement-breakpoint
-- An order whose package changes moves its payout to the new package; a deleted order's leaves.
CREATE FUNCTION monthly_deliveries_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM monthly_deliveries_add(payout_month(round, submitted_at), OLD.package_tier, -1)
    FROM reviews WHERE submission_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    PERFORM monthly_deliveries_add(payout_month(round, submitted_at), NEW.package_tier, 1)
      FROM reviews WHERE submission_id = NEW.id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER monthly_deliveries_on_package_change
  AFTER UPDATE OF package_tier ON submissions
  FOR EACH ROW WHEN (OLD.package_tier IS DISTINCT FROM NEW.package_tier)
  EXECUTE FUNCTION monthly_deliveries_on_order();
--> statement-breakpoint
CREATE TRIGGER monthly_deliveries_on_order_delete
  BEFORE DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION monthly_deliveries_on_order();
--> statement-breakpoint
-- The payouts of what is already there (the triggers above hold reviews' writers back until
-- this migration commits, so nothing is counted twice or missed).
INSERT INTO monthly_deliveries (month, package_tier, orders_delivered)
  SELECT payout_month(r.round, r.submitted_at), s.package_tier, count(*)::integer
  FROM reviews r JOIN submissions s ON s.id = r.submission_id
  WHERE payout_month(r.round, r.submitted_at) IS NOT NULL
  GROUP BY 1, 2;
