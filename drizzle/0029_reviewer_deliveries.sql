CREATE TABLE "reviewer_deliveries" (
	"reviewer_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"package_tier" text NOT NULL,
	CONSTRAINT "reviewer_deliveries_reviewer_id_submission_id_pk" PRIMARY KEY("reviewer_id","submission_id")
);
--> statement-breakpoint
DROP INDEX "submissions_reviewer_delivered_idx";--> statement-breakpoint
ALTER TABLE "reviewer_deliveries" ADD CONSTRAINT "reviewer_deliveries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviewer_deliveries_time_idx" ON "reviewer_deliveries" USING btree ("reviewer_id","delivered_at","submission_id","package_tier");--> statement-breakpoint
CREATE INDEX "reviewer_deliveries_order_idx" ON "reviewer_deliveries" USING btree ("submission_id");--> statement-breakpoint
-- Works out again whether, when and for what package the order counts as delivered for the
-- reviewer (the rule at the top of src/server/domains/reviewers/stats.ts) and keeps their row
-- so: at their first submitted round of it; else, when the order is theirs and delivered
-- without a round of theirs (set by hand), at its delivery, else its last update.
CREATE FUNCTION reviewer_deliveries_refresh(reviewer uuid, order_id uuid)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_round timestamptz;
  delivered timestamptz;
  tier text;
BEGIN
  IF reviewer IS NULL OR order_id IS NULL THEN
    RETURN;
  END IF;
  SELECT min(submitted_at) INTO first_round FROM reviews
    WHERE reviewer_id = reviewer AND submission_id = order_id AND submitted_at IS NOT NULL;
  SELECT package_tier,
      CASE
        WHEN first_round IS NOT NULL THEN first_round
        WHEN reviewer_id = reviewer AND status IN ('feedback_ready', 'completed')
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
-- A round submitted, moved or deleted: its reviewer's row for its order (before and after).
CREATE FUNCTION reviewer_deliveries_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM reviewer_deliveries_refresh(OLD.reviewer_id, OLD.submission_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM reviewer_deliveries_refresh(NEW.reviewer_id, NEW.submission_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_deliveries_on_review
  AFTER INSERT OR DELETE OR UPDATE OF submitted_at, reviewer_id, submission_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviewer_deliveries_on_review();
--> statement-breakpoint
-- An order written: the rows of its reviewer before and after, and of everyone who delivered a
-- round of it (its package is on their rows too).
CREATE FUNCTION reviewer_deliveries_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reviewer_deliveries_refresh(reviewer, NEW.id)
    FROM (
      SELECT NEW.reviewer_id
      UNION SELECT OLD.reviewer_id WHERE TG_OP = 'UPDATE'
      UNION SELECT reviewer_id FROM reviewer_deliveries WHERE submission_id = NEW.id
    ) AS affected(reviewer);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_deliveries_on_order_insert
  AFTER INSERT ON submissions
  FOR EACH ROW WHEN (NEW.reviewer_id IS NOT NULL)
  EXECUTE FUNCTION reviewer_deliveries_on_order();
--> statement-breakpoint
CREATE TRIGGER reviewer_deliveries_on_order_update
  AFTER UPDATE OF reviewer_id, status, delivered_at, updated_at, package_tier ON submissions
  FOR EACH ROW WHEN (
    OLD.reviewer_id IS DISTINCT FROM NEW.reviewer_id OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.delivered_at IS DISTINCT FROM NEW.delivered_at
    OR OLD.updated_at IS DISTINCT FROM NEW.updated_at
    OR OLD.package_tier IS DISTINCT FROM NEW.package_tier)
  EXECUTE FUNCTION reviewer_deliveries_on_order();
--> statement-breakpoint
-- The deliveries already there (the triggers above hold writers of reviews and orders back
-- until this migration commits, so nothing is missed or counted twice).
INSERT INTO reviewer_deliveries (reviewer_id, submission_id, delivered_at, package_tier)
  WITH first_rounds AS (
    SELECT reviewer_id, submission_id, min(submitted_at) AS at FROM reviews
    WHERE submitted_at IS NOT NULL AND reviewer_id IS NOT NULL
    GROUP BY reviewer_id, submission_id
  )
  SELECT f.reviewer_id, f.submission_id, date_trunc('milliseconds', f.at), s.package_tier
    FROM first_rounds f JOIN submissions s ON s.id = f.submission_id
  UNION ALL
  SELECT s.reviewer_id, s.id, date_trunc('milliseconds', coalesce(s.delivered_at, s.updated_at)),
      s.package_tier
    FROM submissions s
    WHERE s.reviewer_id IS NOT NULL AND s.status IN ('feedback_ready', 'completed')
      AND NOT EXISTS (
        SELECT 1 FROM first_rounds f WHERE f.reviewer_id = s.reviewer_id AND f.submission_id = s.id
      );
