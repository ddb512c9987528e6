ALTER TABLE "reviewer_records" ADD COLUMN "delivered_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A reviewer's delivered orders, counted as their rows in reviewer_deliveries come and go, so
-- their stats read the total from one row instead of counting their whole history.
CREATE FUNCTION reviewer_records_on_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO reviewer_records AS r (reviewer_id, delivered_orders) VALUES (OLD.reviewer_id, -1)
    ON CONFLICT (reviewer_id) DO UPDATE SET delivered_orders = r.delivered_orders - 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO reviewer_records AS r (reviewer_id, delivered_orders) VALUES (NEW.reviewer_id, 1)
    ON CONFLICT (reviewer_id) DO UPDATE SET delivered_orders = r.delivered_orders + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviewer_records_on_delivery
  AFTER INSERT OR DELETE OR UPDATE OF reviewer_id ON reviewer_deliveries
  FOR EACH ROW EXECUTE FUNCTION reviewer_records_on_delivery();
--> statement-breakpoint
-- The deliveries already there (the trigger above holds their writers back until this commits).
INSERT INTO reviewer_records AS r (reviewer_id, delivered_orders)
  SELECT reviewer_id, count(*) FROM reviewer_deliveries GROUP BY reviewer_id
  ON CONFLICT (reviewer_id) DO UPDATE SET delivered_orders = excluded.delivered_orders;
