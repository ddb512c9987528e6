-- Deadline alerts were sent once per order, so a revision round, with a deadline of its own, was
-- never alerted. They are now kept per round. An alert already sent is taken as the current
-- round's (the rows do not say which round they were for): none is sent twice at the change.
DROP INDEX "deadline_alerts_key";--> statement-breakpoint
ALTER TABLE "deadline_alerts" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "deadline_alerts" a SET "round" = s."round" FROM "submissions" s
  WHERE s."id" = a."submission_id";--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_alerts_key" ON "deadline_alerts" USING btree ("submission_id","round","threshold");
