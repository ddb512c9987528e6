-- An order charge opened with the other provider (test mode before Stripe keys, or back) cannot
-- be paid with this one: it is cancelled, and no longer counts as the order's one charge.
DROP INDEX "payments_one_order_charge";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_order_charge" ON "payments" USING btree ("submission_id") WHERE purpose = 'order' and status not in ('refunded', 'canceled');