-- When an order last entered the queue: auto-assignment counted its hour from updated_at,
-- which an add-on bought while waiting moved. Orders queued now entered it when last updated.
ALTER TABLE "submissions" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
UPDATE "submissions" SET "queued_at" = "updated_at" WHERE "status" = 'queued';
