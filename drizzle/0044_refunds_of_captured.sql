-- Money taken counts only payments that succeeded; its refunds now do too. A payment held for
-- an admin (a wrong amount, a replaced checkout) never succeeded, so it was never counted as
-- captured, but refunding it counted as refunded: revenue and net fell by money never counted
-- in. Each refund now says whether its payment had succeeded (set when it is written), the
-- counting trigger and the recount leave the others out, and the counters are recounted.
ALTER TABLE "refunds" ADD COLUMN "of_captured" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "refunds" r SET "of_captured" = false FROM "payments" p
  WHERE p."id" = r."payment_id" AND p."succeeded_at" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_takings_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.of_captured THEN
    PERFORM daily_takings_add(OLD.created_at, 0, -OLD.amount_cents);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.of_captured THEN
    PERFORM daily_takings_add(NEW.created_at, 0, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_takings_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM daily_takings;
  INSERT INTO daily_takings (day, captured_cents, refunded_cents)
    SELECT day, sum(captured), sum(refunded) FROM (
      SELECT (succeeded_at AT TIME ZONE 'UTC')::date AS day, amount_cents AS captured,
        0 AS refunded
        FROM payments WHERE succeeded_at IS NOT NULL
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, 0, amount_cents FROM refunds
        WHERE of_captured
    ) amounts GROUP BY day;
$$;
--> statement-breakpoint
SELECT daily_takings_recount();
