ALTER TABLE "submissions" ADD COLUMN "round_started_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before this column existed: round 1 started at payment; a revision round at its
-- request, the latest move from feedback ready back to in review in the order's event log (or,
-- without one, its deadline less the revision turnaround: 72 h, or 24 h with Rush).
UPDATE "submissions" AS s SET "round_started_at" = CASE
  WHEN s."round" <= 1 THEN s."submitted_at"
  ELSE coalesce(
    (SELECT max(e."created_at") FROM "order_events" e
      WHERE e."submission_id" = s."id" AND e."from_status" = 'feedback_ready'
        AND e."to_status" = 'in_review'),
    s."eta_at" - (CASE WHEN 'rush' = ANY(s."add_ons") THEN 24 ELSE 72 END) * interval '1 hour')
END
WHERE s."submitted_at" IS NOT NULL OR s."round" > 1;
