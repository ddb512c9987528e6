CREATE TABLE "reviewer_records" (
	"reviewer_id" uuid PRIMARY KEY NOT NULL,
	"delivered_rounds" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"adopted_words" integer DEFAULT 0 NOT NULL,
	"draft_words" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Adds to one reviewer's record (a null reviewer has none).
CREATE FUNCTION reviewer_records_add(
  reviewer uuid, delivered integer, rating_total integer, ratings integer, adopted integer, words integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF reviewer IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO reviewer_records AS r
    (reviewer_id, delivered_rounds, rating_sum, rating_count, adopted_words, draft_words)
  VALUES (reviewer, delivered, rating_total, ratings, adopted, words)
  ON CONFLICT (reviewer_id) DO UPDATE SET
    delivered_rounds = r.delivered_rounds + excluded.delivered_rounds,
    rating_sum = r.rating_sum + excluded.rating_sum,
    rating_count = r.rating_count + excluded.rating_count,
    adopted_words = r.adopted_words + excluded.adopted_words,
    draft_words = r.draft_words + excluded.draft_words;
END $$;
--> statement-breakpoint
-- A delivered round counts for the review's reviewer, and so does its rating. Deletions are
-- counted BEFORE the row goes: a cascade removes the rating too, and by the time AFTER
-- triggers run, neither row can be looked up.
CREATE FUNCTION reviewer_records_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rated integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT rating INTO rated FROM review_ratings WHERE review_id = OLD.id;
    PERFORM reviewer_records_add(
      OLD.reviewer_id, CASE WHEN OLD.submitted_at IS NULL THEN 0 ELSE -1 END,
      -coalesce(rated, 0), CASE WHEN rated IS NULL THEN 0 ELSE -1 END, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT rating INTO rated FROM review_ratings WHERE review_id = NEW.id;
    PERFORM reviewer_records_add(
      NEW.reviewer_id, CASE WHEN NEW.submitted_at IS NULL THEN 0 ELSE 1 END,
      coalesce(rated, 0), CASE WHEN rated IS NULL THEN 0 ELSE 1 END, 0, 0);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_review
  AFTER INSERT OR UPDATE OF submitted_at, reviewer_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviewer_records_on_review();
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_review_delete
  BEFORE DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviewer_records_on_review();
--> statement-breakpoint
CREATE FUNCTION reviewer_records_on_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM reviewer_records_add(
      (SELECT reviewer_id FROM reviews WHERE id = OLD.review_id), 0, -OLD.rating, -1, 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM reviewer_records_add(
      (SELECT reviewer_id FROM reviews WHERE id = NEW.review_id), 0, NEW.rating, 1, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_rating
  AFTER INSERT OR DELETE OR UPDATE OF rating, review_id ON review_ratings
  FOR EACH ROW EXECUTE FUNCTION reviewer_records_on_rating();
--> statement-breakpoint
-- A later draft's voice counts for whoever holds the order now. (A deleted order's drafts are
-- taken off BEFORE it goes, below; then this lookup finds no order and adds nothing.)
CREATE FUNCTION reviewer_records_on_draft() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM reviewer_records_add(
      (SELECT reviewer_id FROM submissions WHERE id = OLD.submission_id), 0, 0, 0,
      -(OLD.voice->>'adoptedWords')::integer, -(OLD.voice->>'totalWords')::integer);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM reviewer_records_add(
      (SELECT reviewer_id FROM submissions WHERE id = NEW.submission_id), 0, 0, 0,
      (NEW.voice->>'adoptedWords')::integer, (NEW.voice->>'totalWords')::integer);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_draft
  AFTER INSERT OR DELETE OR UPDATE OF voice, submission_id ON statement_drafts
  FOR EACH ROW EXECUTE FUNCTION reviewer_records_on_draft();
--> statement-breakpoint
-- A reassigned order's drafts move to the new reviewer's record; a deleted order's leave.
CREATE FUNCTION reviewer_records_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  adopted integer;
  words integer;
BEGIN
  SELECT coalesce(sum((voice->>'adoptedWords')::integer), 0),
         coalesce(sum((voice->>'totalWords')::integer), 0)
    INTO adopted, words
    FROM statement_drafts WHERE submission_id = OLD.id;
  IF words > 0 OR adopted > 0 THEN
    PERFORM reviewer_records_add(OLD.reviewer_id, 0, 0, 0, -adopted, -words);
    IF TG_OP = 'UPDATE' THEN
      PERFORM reviewer_records_add(NEW.reviewer_id, 0, 0, 0, adopted, words);
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_reassign
  AFTER UPDATE OF reviewer_id ON submissions
  FOR EACH ROW WHEN (OLD.reviewer_id IS DISTINCT FROM NEW.reviewer_id)
  EXECUTE FUNCTION reviewer_records_on_order();
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_order_delete
  BEFORE DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION reviewer_records_on_order();
--> statement-breakpoint
-- The records of what is already there.
INSERT INTO reviewer_records (reviewer_id, delivered_rounds)
  SELECT reviewer_id, count(*)::integer FROM reviews
  WHERE submitted_at IS NOT NULL AND reviewer_id IS NOT NULL GROUP BY reviewer_id
ON CONFLICT (reviewer_id) DO UPDATE SET delivered_rounds = excluded.delivered_rounds;
--> statement-breakpoint
INSERT INTO reviewer_records (reviewer_id, rating_sum, rating_count)
  SELECT r.reviewer_id, sum(rr.rating)::integer, count(*)::integer
  FROM review_ratings rr JOIN reviews r ON r.id = rr.review_id
  WHERE r.reviewer_id IS NOT NULL GROUP BY r.reviewer_id
ON CONFLICT (reviewer_id) DO UPDATE SET
  rating_sum = excluded.rating_sum, rating_count = excluded.rating_count;
--> statement-breakpoint
INSERT INTO reviewer_records (reviewer_id, adopted_words, draft_words)
  SELECT s.reviewer_id, sum((d.voice->>'adoptedWords')::integer)::integer,
         sum((d.voice->>'totalWords')::integer)::integer
  FROM statement_drafts d JOIN submissions s ON s.id = d.submission_id
  WHERE s.reviewer_id IS NOT NULL GROUP BY s.reviewer_id
ON CONFLICT (reviewer_id) DO UPDATE SET
  adopted_words = excluded.adopted_words, draft_words = excluded.draft_words;
