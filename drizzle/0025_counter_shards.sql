-- The counters of money and deliveries get shards, as order_status_counts has (0018): a
-- trigger adds to its connection's shard, so concurrent payments or deliveries seldom update
-- the same row, which each held locked until it committed (every payment of a day waited for
-- the one before). Readers sum over the shards; recounts write shard 0.
ALTER TABLE "hourly_deliveries" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_takings" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_deliveries" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hourly_deliveries" DROP CONSTRAINT "hourly_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "daily_takings" DROP CONSTRAINT "daily_takings_pkey";--> statement-breakpoint
ALTER TABLE "monthly_deliveries" DROP CONSTRAINT "monthly_deliveries_month_package_tier_pk";--> statement-breakpoint
ALTER TABLE "hourly_deliveries" ADD CONSTRAINT "hourly_deliveries_hour_shard_pk" PRIMARY KEY("hour","shard");--> statement-breakpoint
ALTER TABLE "daily_takings" ADD CONSTRAINT "daily_takings_day_shard_pk" PRIMARY KEY("day","shard");--> statement-breakpoint
ALTER TABLE "monthly_deliveries" ADD CONSTRAINT "monthly_deliveries_month_package_tier_shard_pk" PRIMARY KEY("month","package_tier","shard");--> statement-breakpoint
-- The calling connection's shard: one backend runs one transaction at a time, so two
-- transactions share a shard only when their backends' ids agree in the low four bits.
CREATE FUNCTION counter_shard() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() & 15)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_takings_add(at timestamptz, captured bigint, refunded bigint)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO daily_takings AS t (day, shard, captured_cents, refunded_cents)
  VALUES ((at AT TIME ZONE 'UTC')::date, counter_shard(), captured, refunded)
  ON CONFLICT (day, shard) DO UPDATE SET
    captured_cents = t.captured_cents + excluded.captured_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hourly_deliveries_add(delivered_at timestamptz, eta_at timestamptz, delta integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delivered_at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO hourly_deliveries AS h (hour, shard, delivered, on_time)
  VALUES (floor(extract(epoch FROM delivered_at) / 3600)::integer, counter_shard(), delta,
    CASE WHEN delivered_on_time(delivered_at, eta_at) THEN delta ELSE 0 END)
  ON CONFLICT (hour, shard) DO UPDATE SET
    delivered = h.delivered + excluded.delivered, on_time = h.on_time + excluded.on_time;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION monthly_deliveries_add(payout date, tier text, delta integer)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF payout IS NULL OR tier IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO monthly_deliveries AS m (month, package_tier, shard, orders_delivered)
  VALUES (payout, tier, counter_shard(), delta)
  ON CONFLICT (month, package_tier, shard) DO UPDATE SET
    orders_delivered = m.orders_delivered + excluded.orders_delivered;
END $$;
