-- The workspace tab that last wrote a round and its count of changes: a tab that loaded the round
-- before another tab saved it is refused instead of writing over that save.
ALTER TABLE "reviews" ADD COLUMN "editor_tab" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "editor_revision" integer;