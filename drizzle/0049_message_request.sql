-- A message carries the id its sender made for it: a message sent again after its answer was
-- lost (a timeout, a closed connection) finds itself posted instead of being posted and emailed
-- twice. NULLs stay distinct, so messages sent without an id are unaffected.
ALTER TABLE "messages" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_request_key" ON "messages" USING btree ("author_id","request_id");