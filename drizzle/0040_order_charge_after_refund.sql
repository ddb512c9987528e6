-- A draft whose held payment was given back could never be paid: its refunded charge still
-- counted as the order's one charge. Refunded charges no longer count.
DROP INDEX "payments_one_order_charge";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_order_charge" ON "payments" USING btree ("submission_id") WHERE purpose = 'order' and status <> 'refunded';