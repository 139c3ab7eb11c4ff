-- Issue 10: every list orders "x DESC", which PostgreSQL reads as DESC NULLS FIRST. Indexes built with
-- DESC NULLS LAST cannot serve that order, so lists sorted the whole table (leaves: 73 ms for 20,000 rows
-- instead of 1 ms). The list indexes are rebuilt with the order the queries ask for.
DROP INDEX "work_estimates_list_idx";--> statement-breakpoint
DROP INDEX "work_estimates_status_idx";--> statement-breakpoint
DROP INDEX "work_estimates_client_idx";--> statement-breakpoint
DROP INDEX "invoices_list_idx";--> statement-breakpoint
DROP INDEX "invoices_status_idx";--> statement-breakpoint
DROP INDEX "leaves_list_idx";--> statement-breakpoint
DROP INDEX "leaves_user_list_idx";--> statement-breakpoint
DROP INDEX "contact_messages_list_idx";--> statement-breakpoint
DROP INDEX "proposals_creator_idx";--> statement-breakpoint
CREATE INDEX "work_estimates_list_idx" ON "work_estimates" USING btree ("status_rank","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_estimates_status_idx" ON "work_estimates" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_estimates_client_idx" ON "work_estimates" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leaves_list_idx" ON "leaves" USING btree ("leave_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leaves_user_list_idx" ON "leaves" USING btree ("user_id","leave_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_list_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_creator_idx" ON "proposals" USING btree ("created_by","id" DESC NULLS FIRST);