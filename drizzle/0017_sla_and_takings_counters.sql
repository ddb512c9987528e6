CREATE TABLE "hourly_deliveries" (
	"hour" integer PRIMARY KEY NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_takings" (
	"day" date PRIMARY KEY NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The SLA rule (docs/product.md §4 Deadlines), stated once: a delivery is on time at or before
-- its deadline; an order without one cannot be late.
CREATE FUNCTION delivered_on_time(delivered_at timestamptz, eta_at timestamptz) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT eta_at IS NULL OR delivered_at <= eta_at
$$;
--> statement-breakpoint
-- Adds `delta` deliveries at `delivered_at` to its hour (an undelivered order counts nowhere).
CREATE FUNCTION hourly_deliveries_add(delivered_at timestamptz, eta_at timestamptz, delta integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delivered_at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO hourly_deliveries AS h (hour, delivered, on_time)
  VALUES (floor(extract(epoch FROM delivered_at) / 3600)::integer, delta,
    CASE WHEN delivered_on_time(delivered_at, eta_at) THEN delta ELSE 0 END)
  ON CONFLICT (hour) DO UPDATE SET
    delivered = h.delivered + excluded.delivered, on_time = h.on_time + excluded.on_time;
END $$;
--> statement-breakpoint
-- An order's old delivery leaves its hour and its new one enters one.
CREATE FUNCTION hourly_deliveries_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM hourly_deliveries_add(OLD.delivered_at, OLD.eta_at, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM hourly_deliveries_add(NEW.delivered_at, NEW.eta_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hourly_deliveries_on_insert_or_delete
  AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION hourly_deliveries_on_order();
--> statement-breakpoint
CREATE TRIGGER hourly_deliveries_on_update
  AFTER UPDATE OF delivered_at, eta_at ON submissions
  FOR EACH ROW WHEN (OLD.delivered_at IS DISTINCT FROM NEW.delivered_at
    OR OLD.eta_at IS DISTINCT FROM NEW.eta_at)
  EXECUTE FUNCTION hourly_deliveries_on_order();
--> statement-breakpoint
-- Adds amounts to the UTC day of `at` (a payment that has not succeeded counts nowhere).
CREATE FUNCTION daily_takings_add(at timestamptz, captured bigint, refunded bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO daily_takings AS t (day, captured_cents, refunded_cents)
  VALUES ((at AT TIME ZONE 'UTC')::date, captured, refunded)
  ON CONFLICT (day) DO UPDATE SET
    captured_cents = t.captured_cents + excluded.captured_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents;
END $$;
--> statement-breakpoint
-- Captured: every payment's amount on the day it succeeded (refunded later or not).
CREATE FUNCTION daily_takings_on_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM daily_takings_add(OLD.succeeded_at, -OLD.amount_cents, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM daily_takings_add(NEW.succeeded_at, NEW.amount_cents, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_takings_on_payment_insert_or_delete
  AFTER INSERT OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION daily_takings_on_payment();
--> statement-breakpoint
CREATE TRIGGER daily_takings_on_payment_update
  AFTER UPDATE OF succeeded_at, amount_cents ON payments
  FOR EACH ROW WHEN (OLD.succeeded_at IS DISTINCT FROM NEW.succeeded_at
    OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents)
  EXECUTE FUNCTION daily_takings_on_payment();
--> statement-breakpoint
-- Refunded: every refund's amount on the day it was made.
CREATE FUNCTION daily_takings_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM daily_takings_add(OLD.created_at, 0, -OLD.amount_cents);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM daily_takings_add(NEW.created_at, 0, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER daily_takings_on_refund_insert_or_delete
  AFTER INSERT OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION daily_takings_on_refund();
--> statement-breakpoint
CREATE TRIGGER daily_takings_on_refund_update
  AFTER UPDATE OF created_at, amount_cents ON refunds
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents)
  EXECUTE FUNCTION daily_takings_on_refund();
--> statement-breakpoint
-- The counters recounted from the tables: the backfill below, and a bulk load that ran with
-- the counting triggers disabled (one row version per counted row, all in one transaction,
-- makes each update of a hot counter row walk every earlier version).
CREATE FUNCTION hourly_deliveries_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM hourly_deliveries;
  INSERT INTO hourly_deliveries (hour, delivered, on_time)
    SELECT floor(extract(epoch FROM delivered_at) / 3600)::integer, count(*)::integer,
      (count(*) FILTER (WHERE delivered_on_time(delivered_at, eta_at)))::integer
    FROM submissions WHERE delivered_at IS NOT NULL GROUP BY 1;
$$;
--> statement-breakpoint
CREATE FUNCTION daily_takings_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM daily_takings;
  INSERT INTO daily_takings (day, captured_cents, refunded_cents)
    SELECT day, sum(captured), sum(refunded) FROM (
      SELECT (succeeded_at AT TIME ZONE 'UTC')::date AS day, amount_cents AS captured,
        0 AS refunded
        FROM payments WHERE succeeded_at IS NOT NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, 0, amount_cents FROM refunds
    ) amounts GROUP BY day;
$$;
--> statement-breakpoint
-- The same for monthly_deliveries (migration 0015), from its rule payout_month.
CREATE FUNCTION monthly_deliveries_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM monthly_deliveries;
  INSERT INTO monthly_deliveries (month, package_tier, orders_delivered)
    SELECT payout_month(r.round, r.submitted_at), s.package_tier, count(*)::integer
    FROM reviews r JOIN submissions s ON s.id = r.submission_id
    WHERE payout_month(r.round, r.submitted_at) IS NOT NULL
    GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- What is already there (the triggers above hold writers back until this migration commits,
-- so nothing is counted twice or missed).
SELECT hourly_deliveries_recount();
--> statement-breakpoint
SELECT daily_takings_recount();
