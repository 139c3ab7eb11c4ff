-- Issue 28: an invoice's full view and PDF open only with its key (docs/decisions/0004-payments.md). The
-- app makes a key of 192 random bits (base64url) for every new invoice; the invoices that exist get 244
-- random bits here (two version-4 UUIDs as 64 hex characters; gen_random_uuid is built into PostgreSQL 13+).
ALTER TABLE "invoices" ADD COLUMN "access_key" text;--> statement-breakpoint
UPDATE "invoices" SET "access_key" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "access_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_provider" text;--> statement-breakpoint
-- the provider of each settled invoice's payment, from its order (sandbox payments are test payments)
UPDATE "invoices" SET "payment_provider" = o."provider" FROM "payment_orders" o WHERE o."order_id" = "invoices"."order_id";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_access_key_ck" CHECK (length("invoices"."access_key") between 22 and 128);
