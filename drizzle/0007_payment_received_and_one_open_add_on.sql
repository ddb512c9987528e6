ALTER TABLE "payments" ADD COLUMN "received_cents" integer;--> statement-breakpoint
UPDATE "payments" SET "received_cents" = "amount_cents" WHERE status IN ('succeeded', 'refunded');--> statement-breakpoint
-- Older open add-on checkouts of an order give way to its newest, so the unique index can be built.
UPDATE "payments" SET status = 'canceled'
WHERE purpose = 'add_ons' AND status IN ('requires_payment', 'failed') AND EXISTS (
  SELECT 1 FROM "payments" AS newer
  WHERE newer.submission_id = "payments".submission_id AND newer.purpose = 'add_ons'
    AND newer.status IN ('requires_payment', 'failed')
    AND (newer.created_at, newer.id) > ("payments".created_at, "payments".id)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_add_on_charge" ON "payments" USING btree ("submission_id") WHERE purpose = 'add_ons' and status in ('requires_payment', 'failed');
