CREATE TABLE "order_status_counts" (
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
-- An order's counter shard: fixed by its id, so its moves add and take from the same rows.
CREATE FUNCTION order_status_shard(order_id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (hashtext(order_id::text) & 15)::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION order_status_counts_add(order_status text, order_id uuid, delta integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts AS c (status, shard, orders)
  VALUES (order_status, order_status_shard(order_id), delta)
  ON CONFLICT (status, shard) DO UPDATE SET orders = c.orders + excluded.orders;
END $$;
--> statement-breakpoint
-- An order leaves its old status and enters its new one.
CREATE FUNCTION order_status_counts_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM order_status_counts_add(OLD.status, OLD.id, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM order_status_counts_add(NEW.status, NEW.id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_status_counts_on_insert_or_delete
  AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION order_status_counts_on_order();
--> statement-breakpoint
CREATE TRIGGER order_status_counts_on_update
  AFTER UPDATE OF status, id ON submissions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION order_status_counts_on_order();
--> statement-breakpoint
-- The counts recounted from the orders: the backfill below, and a bulk load that ran with the
-- triggers disabled (see migration 0017's recount functions for why).
CREATE FUNCTION order_status_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_status_counts;
  INSERT INTO order_status_counts (status, shard, orders)
    SELECT status, order_status_shard(id), count(*)::integer FROM submissions GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- What is already there (the triggers hold writers back until this migration commits).
SELECT order_status_counts_recount();
