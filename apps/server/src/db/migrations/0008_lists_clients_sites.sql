CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "sites_name_lower_idx";--> statement-breakpoint
CREATE INDEX "sites_site_name_trgm_idx" ON "sites" USING gin ("site_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_city_trgm_idx" ON "sites" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_client_list_idx" ON "users" USING btree (lower("organization"),"id") WHERE "users"."user_type" = 'client';--> statement-breakpoint
CREATE INDEX "users_client_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE "users"."user_type" = 'client';--> statement-breakpoint
CREATE INDEX "users_client_organization_trgm_idx" ON "users" USING gin ("organization" gin_trgm_ops) WHERE "users"."user_type" = 'client';--> statement-breakpoint
CREATE INDEX "users_client_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE "users"."user_type" = 'client';--> statement-breakpoint
CREATE INDEX "users_client_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops) WHERE "users"."user_type" = 'client';--> statement-breakpoint
CREATE INDEX "sites_name_lower_idx" ON "sites" USING btree (lower("site_name"),"id");