-- Issue 10: searches read one stored, lower-cased search column per table with LIKE (one trigram index each)
-- instead of ILIKE over every column, which cost ~6x more per row and was never served by the per-column
-- trigram indexes for common terms (bench/README.md section 2).
DROP INDEX "contact_messages_name_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_email_trgm_idx";--> statement-breakpoint
DROP INDEX "contact_messages_message_trgm_idx";--> statement-breakpoint
DROP INDEX "sites_site_name_trgm_idx";--> statement-breakpoint
DROP INDEX "sites_city_trgm_idx";--> statement-breakpoint
DROP INDEX "users_client_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_client_organization_trgm_idx";--> statement-breakpoint
DROP INDEX "users_client_email_trgm_idx";--> statement-breakpoint
DROP INDEX "users_client_phone_number_trgm_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(message, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(site_name, '') || chr(31) || coalesce(city, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(31) || coalesce(organization, '') || chr(31) || coalesce(email, '') || chr(31) || coalesce(phone_number, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_search_trgm_idx" ON "sites" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);