ALTER TABLE "submissions" ADD COLUMN "round_started_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before this column existed: round 1 started at payment; a revision round at its
-- request, which was its deadline less the revision turnaround (72 h, or 24 h with Rush) as the
-- orders stand now.
UPDATE "submissions" SET "round_started_at" = CASE
  WHEN "round" <= 1 OR "eta_at" IS NULL THEN "submitted_at"
  ELSE "eta_at" - (CASE WHEN 'rush' = ANY("add_ons") THEN 24 ELSE 72 END) * interval '1 hour'
END
WHERE "submitted_at" IS NOT NULL OR "round" > 1;
