DROP INDEX "invoices_estimate_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_estimate_uq" ON "invoices" USING btree ("estimate_id") WHERE "invoices"."status" <> 'cancelled';