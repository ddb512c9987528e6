-- An at-risk alert is recorded as level 1, whatever the SLA threshold was when it was sent: it
-- was recorded under the threshold itself (70, 80 or 90), so changing the threshold alerted
-- every order already alerted a second time. An order alerted twice that way keeps one row.
DELETE FROM "deadline_alerts" a USING "deadline_alerts" b
  WHERE a."submission_id" = b."submission_id" AND a."threshold" < 100 AND b."threshold" < 100
    AND a."threshold" > b."threshold";--> statement-breakpoint
UPDATE "deadline_alerts" SET "threshold" = 1 WHERE "threshold" < 100;
