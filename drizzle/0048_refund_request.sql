-- An admin's refund carries the id of its request (one per opening of the refund dialog): a
-- request repeated after its answer was lost (a timeout, a closed connection) finds its refunds
-- already made instead of refunding again, and Stripe's idempotency key is made from it.
ALTER TABLE "refunds" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key" ON "refunds" USING btree ("request_id","payment_id");