-- Every order taken, by time: only the weekly count of all takes read it, which filling_take_at replaces.
DROP INDEX "submissions_assigned_idx";--> statement-breakpoint
ALTER TABLE "reviewer_profiles" ADD COLUMN "filling_take_at" timestamp with time zone;--> statement-breakpoint
-- Sets the given reviewers' filling_take_at: the earliest of their weekly_capacity most recent
-- takes (orders they hold, by assigned_at, and their releases, which keep counting), read from
-- the two indexes a reviewer's takes are counted from, at most weekly_capacity entries of each.
CREATE FUNCTION reviewer_filling_take_refresh(reviewers uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  reviewer uuid;
  capacity integer;
  filling timestamptz;
BEGIN
  -- Most writes touch no reviewer (a new draft, an order without one).
  IF cardinality(reviewers) = 0 THEN
    RETURN;
  END IF;
  -- Serialises with every other change to these reviewers' takes (an accept locks the profile
  -- as well): each statement below then reads what the one before committed. In id order, so two
  -- refreshes never wait for each other in a circle.
  PERFORM 1 FROM reviewer_profiles WHERE user_id = ANY(reviewers) ORDER BY user_id FOR UPDATE;
  FOREACH reviewer IN ARRAY reviewers LOOP
    filling := NULL;
    SELECT weekly_capacity INTO capacity FROM reviewer_profiles WHERE user_id = reviewer;
    IF capacity > 0 THEN
      SELECT at INTO filling FROM (
        (SELECT assigned_at AS at FROM submissions
          WHERE reviewer_id = reviewer AND assigned_at IS NOT NULL
          ORDER BY assigned_at DESC LIMIT capacity)
        UNION ALL
        (SELECT created_at FROM audit_log
          WHERE actor_id = reviewer AND action = 'order.release'
          ORDER BY created_at DESC LIMIT capacity)
      ) takes ORDER BY at DESC OFFSET capacity - 1 LIMIT 1;
    END IF;
    UPDATE reviewer_profiles SET filling_take_at = filling
      WHERE user_id = reviewer AND filling_take_at IS DISTINCT FROM filling;
  END LOOP;
END $$;
--> statement-breakpoint
-- The reviewers (old and new) whose takes a row's change touches, each once, without nulls.
CREATE FUNCTION reviewer_filling_take_ids(old_id uuid, new_id uuid) RETURNS uuid[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT array(SELECT DISTINCT id FROM unnest(ARRAY[old_id, new_id]) AS id WHERE id IS NOT NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION reviewer_filling_take_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on insert and NEW on delete.
  IF TG_OP <> 'UPDATE' OR (OLD.reviewer_id, OLD.assigned_at)
      IS DISTINCT FROM (NEW.reviewer_id, NEW.assigned_at) THEN
    PERFORM reviewer_filling_take_refresh(
      reviewer_filling_take_ids(OLD.reviewer_id, NEW.reviewer_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_filling_take_on_order
  AFTER INSERT OR DELETE OR UPDATE OF reviewer_id, assigned_at ON submissions
  FOR EACH ROW EXECUTE FUNCTION reviewer_filling_take_on_order();
--> statement-breakpoint
CREATE FUNCTION reviewer_filling_take_on_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every admin action writes the log; only releases are takes.
  IF OLD.action = 'order.release' OR NEW.action = 'order.release' THEN
    PERFORM reviewer_filling_take_refresh(reviewer_filling_take_ids(
      CASE WHEN OLD.action = 'order.release' THEN OLD.actor_id END,
      CASE WHEN NEW.action = 'order.release' THEN NEW.actor_id END));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_filling_take_on_release
  AFTER INSERT OR DELETE OR UPDATE OF actor_id, created_at, action ON audit_log
  FOR EACH ROW EXECUTE FUNCTION reviewer_filling_take_on_release();
--> statement-breakpoint
-- A new profile, or a new capacity: its refresh writes filling_take_at only, which does not fire
-- this trigger again.
CREATE FUNCTION reviewer_filling_take_on_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reviewer_filling_take_refresh(ARRAY[NEW.user_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_filling_take_on_profile
  AFTER INSERT OR UPDATE OF user_id, weekly_capacity ON reviewer_profiles
  FOR EACH ROW EXECUTE FUNCTION reviewer_filling_take_on_profile();
--> statement-breakpoint
-- Every reviewer's anew: the backfill below, and bulk loads that turn the triggers off (the
-- benchmark's seeder).
CREATE FUNCTION reviewer_filling_take_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reviewer_filling_take_refresh(coalesce(array_agg(user_id), '{}')) FROM reviewer_profiles;
END $$;
--> statement-breakpoint
SELECT reviewer_filling_take_recount();
