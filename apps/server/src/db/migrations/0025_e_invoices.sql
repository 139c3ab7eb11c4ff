CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_kind" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"note_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"irn" text,
	"ack_no" text,
	"ack_date" text,
	"signed_invoice" text,
	"signed_qr" text,
	"error" text,
	"requested_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_kind_ck" CHECK ("e_invoices"."document_kind" in ('invoice', 'credit_note', 'debit_note')),
	CONSTRAINT "e_invoices_note_ck" CHECK (("e_invoices"."document_kind" = 'invoice') = ("e_invoices"."note_id" is null)),
	CONSTRAINT "e_invoices_status_ck" CHECK ("e_invoices"."status" in ('queued', 'running', 'registered', 'failed', 'rejected', 'cancelled')),
	CONSTRAINT "e_invoices_attempts_ck" CHECK ("e_invoices"."attempts" between 0 and 1000),
	CONSTRAINT "e_invoices_irn_ck" CHECK ("e_invoices"."irn" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "e_invoices_ack_no_ck" CHECK ("e_invoices"."ack_no" ~ '^[0-9]{15}$'),
	CONSTRAINT "e_invoices_ack_date_ck" CHECK ("e_invoices"."ack_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$'),
	CONSTRAINT "e_invoices_signed_ck" CHECK (length("e_invoices"."signed_invoice") <= 200000 and length("e_invoices"."signed_qr") <= 20000),
	CONSTRAINT "e_invoices_error_ck" CHECK (length("e_invoices"."error") <= 1000),
	CONSTRAINT "e_invoices_locked_by_ck" CHECK (length("e_invoices"."locked_by") <= 100),
	CONSTRAINT "e_invoices_cancel_reason_ck" CHECK ("e_invoices"."cancel_reason" in ('1', '2', '3', '4')),
	CONSTRAINT "e_invoices_cancel_remark_ck" CHECK (length("e_invoices"."cancel_remark") between 1 and 100),
	CONSTRAINT "e_invoices_registered_ck" CHECK ("e_invoices"."status" not in ('registered', 'cancelled') or ("e_invoices"."irn" is not null and "e_invoices"."ack_no" is not null and "e_invoices"."ack_date" is not null and "e_invoices"."signed_qr" is not null))
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_note_id_invoice_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."invoice_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_invoice_uq" ON "e_invoices" USING btree ("invoice_id") WHERE "e_invoices"."note_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_note_uq" ON "e_invoices" USING btree ("note_id") WHERE "e_invoices"."note_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_irn_uq" ON "e_invoices" USING btree ("irn");--> statement-breakpoint
CREATE INDEX "e_invoices_due_idx" ON "e_invoices" USING btree ("next_attempt_at") WHERE "e_invoices"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "e_invoices_updated_idx" ON "e_invoices" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);