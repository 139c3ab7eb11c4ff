ALTER TABLE "invoice_notes" ADD COLUMN "round_off" numeric(3, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "round_off" numeric(3, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_round_off_ck" CHECK ("invoice_notes"."round_off" between -0.99 and 0.99);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_round_off_ck" CHECK ("invoices"."round_off" between -0.99 and 0.99);