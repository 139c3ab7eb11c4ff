CREATE TABLE "company_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"gstin" text,
	"pan" text,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"bank_name" text,
	"upi_id" text,
	"invoice_prefix" text NOT NULL,
	"credit_note_prefix" text NOT NULL,
	"debit_note_prefix" text NOT NULL,
	"receipt_prefix" text NOT NULL,
	"default_sac" text NOT NULL,
	"payment_terms_days" smallint DEFAULT 15 NOT NULL,
	"gst_rates" text[] NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_state_ck" CHECK ("company_profiles"."state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "company_profiles_gstin_ck" CHECK ("company_profiles"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$' and left("company_profiles"."gstin", 2) = "company_profiles"."state_code"),
	CONSTRAINT "company_profiles_prefix_ck" CHECK ("company_profiles"."invoice_prefix" ~ '^[A-Z0-9]{1,5}$' and "company_profiles"."credit_note_prefix" ~ '^[A-Z0-9]{1,5}$' and "company_profiles"."debit_note_prefix" ~ '^[A-Z0-9]{1,5}$' and "company_profiles"."receipt_prefix" ~ '^[A-Z0-9]{1,5}$'),
	CONSTRAINT "company_profiles_sac_ck" CHECK ("company_profiles"."default_sac" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "company_profiles_terms_days_ck" CHECK ("company_profiles"."payment_terms_days" between 0 and 365),
	CONSTRAINT "company_profiles_lengths_ck" CHECK (length("company_profiles"."legal_name") between 1 and 100 and length("company_profiles"."trade_name") <= 100 and length("company_profiles"."address") between 1 and 300 and length("company_profiles"."terms") <= 1000 and cardinality("company_profiles"."gst_rates") between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_series_kind_prefix_financial_year_pk" PRIMARY KEY("kind","prefix","financial_year"),
	CONSTRAINT "document_series_kind_ck" CHECK ("document_series"."kind" in ('invoice', 'credit_note', 'debit_note', 'receipt')),
	CONSTRAINT "document_series_serial_ck" CHECK ("document_series"."last_serial" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"value" numeric NOT NULL,
	"taxable" numeric NOT NULL,
	"cgst_amount" numeric NOT NULL,
	"sgst_amount" numeric NOT NULL,
	"igst_amount" numeric NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"reason" text NOT NULL,
	"company_profile_id" integer,
	"taxable" numeric NOT NULL,
	"cgst" numeric NOT NULL,
	"sgst" numeric NOT NULL,
	"igst" numeric NOT NULL,
	"total" numeric NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"creator_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_notes_kind_ck" CHECK ("invoice_notes"."kind" in ('credit', 'debit')),
	CONSTRAINT "invoice_notes_total_ck" CHECK ("invoice_notes"."total_paise" > 0),
	CONSTRAINT "invoice_notes_reason_ck" CHECK (length("invoice_notes"."reason") between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "invoice_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_on" date NOT NULL,
	"number" text,
	"provider_payment_id" text,
	"recorded_by" integer,
	"recorder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_receipts_kind_ck" CHECK ("invoice_receipts"."kind" in ('payment', 'refund')),
	CONSTRAINT "invoice_receipts_method_ck" CHECK ("invoice_receipts"."method" in ('online', 'bank_transfer', 'upi', 'cheque', 'cash')),
	CONSTRAINT "invoice_receipts_amount_ck" CHECK ("invoice_receipts"."amount_paise" > 0),
	CONSTRAINT "invoice_receipts_reference_ck" CHECK (length("invoice_receipts"."reference") <= 60)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_ck";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_settled_ck";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "cgst" SET DATA TYPE numeric(6, 3);--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "sgst" SET DATA TYPE numeric(6, 3);--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "igst" SET DATA TYPE numeric(6, 3);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "discount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "taxable" numeric;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "financial_year" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_profile_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_state_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_total" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "debited_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" text DEFAULT 'NOS' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2) DEFAULT '18' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_terms_days" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Invoices made before tax invoices (docs/decisions/0011-tax-invoices.md): each was issued when it was made and
-- keeps the number it printed (its id, which no series number can equal); a paid one gets its payment as a
-- receipt, so the ledger's sums hold for every invoice.
UPDATE "invoices" SET
	"number" = "id"::text,
	"issued_at" = "created_at",
	"financial_year" = (
		select lpad((y % 100)::text, 2, '0') || '-' || lpad(((y + 1) % 100)::text, 2, '0')
		from (select case when extract(month from "created_at" at time zone 'Asia/Kolkata') >= 4
			then extract(year from "created_at" at time zone 'Asia/Kolkata')::int
			else extract(year from "created_at" at time zone 'Asia/Kolkata')::int - 1 end as y) fy
	),
	"issued_by" = "created_by",
	"paid_paise" = case when "status" = 'PAYMENT COMPLETE' then coalesce("paid_amount_paise", "amount_paise") else 0 end;--> statement-breakpoint
UPDATE "invoice_lines" SET "taxable" = "subtotal", "gst_rate" = least("cgst" + "sgst" + "igst", 100);--> statement-breakpoint
INSERT INTO "invoice_receipts" ("invoice_id", "kind", "method", "amount_paise", "reference", "received_on", "provider_payment_id", "recorder_name", "created_at")
	SELECT "id", 'payment', 'online', "paid_paise", coalesce(left("payment_id", 60), ''), ("paid_at" at time zone 'Asia/Kolkata')::date, "payment_id", 'Online payment', "paid_at"
	FROM "invoices" WHERE "status" = 'PAYMENT COMPLETE' AND "paid_paise" > 0;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_note_lines" ADD CONSTRAINT "invoice_note_lines_note_id_invoice_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."invoice_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_company_profile_id_company_profiles_id_fk" FOREIGN KEY ("company_profile_id") REFERENCES "public"."company_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_notes" ADD CONSTRAINT "invoice_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_note_lines_position_uq" ON "invoice_note_lines" USING btree ("note_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_notes_number_uq" ON "invoice_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoice_notes_invoice_idx" ON "invoice_notes" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_notes_issued_idx" ON "invoice_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_receipts_number_uq" ON "invoice_receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_receipts_provider_uq" ON "invoice_receipts" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "invoice_receipts_invoice_idx" ON "invoice_receipts" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoice_receipts_received_idx" ON "invoice_receipts" USING btree ("received_on");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_profile_id_company_profiles_id_fk" FOREIGN KEY ("company_profile_id") REFERENCES "public"."company_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_estimate_uq" ON "invoices" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" in ('unpaid', 'partly_paid');--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_hsn_ck" CHECK ("invoice_lines"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$' and "invoice_lines"."unit" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_discount_ck" CHECK ("invoice_lines"."discount" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_ck" CHECK (("invoices"."status" = 'draft' and "invoices"."number" is null and "invoices"."issued_at" is null and "invoices"."paid_paise" = 0) or ("invoices"."status" <> 'draft' and "invoices"."number" is not null and "invoices"."financial_year" is not null and "invoices"."issued_at" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_ck" CHECK (("invoices"."status" = 'cancelled') = ("invoices"."cancelled_at" is not null and "invoices"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ledger_ck" CHECK ("invoices"."paid_paise" >= 0 and "invoices"."refunded_paise" >= 0 and "invoices"."credited_paise" >= 0 and "invoices"."debited_paise" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_ck" CHECK (length("invoices"."number") between 1 and 16);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_place_ck" CHECK ("invoices"."place_of_supply" ~ '^[0-9]{2}$' and "invoices"."recipient_state_code" ~ '^[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_text_ck" CHECK (length("invoices"."billing_address") <= 300 and length("invoices"."cancel_reason") between 1 and 300);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('draft', 'unpaid', 'partly_paid', 'PAYMENT COMPLETE', 'cancelled'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled_ck" CHECK (("invoices"."status" <> 'PAYMENT COMPLETE' or ("invoices"."paid_at" is not null and "invoices"."amount_paise" + "invoices"."debited_paise" - "invoices"."credited_paise" - "invoices"."paid_paise" + "invoices"."refunded_paise" <= 0)) and ("invoices"."status" not in ('unpaid', 'partly_paid') or "invoices"."amount_paise" + "invoices"."debited_paise" - "invoices"."credited_paise" - "invoices"."paid_paise" + "invoices"."refunded_paise" > 0) and ("invoices"."payment_id" is null or "invoices"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_ck" CHECK ("products"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_ck" CHECK ("products"."unit" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_ck" CHECK ("products"."gst_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_code_ck" CHECK ("users"."state_code" ~ '^[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gstin_ck" CHECK ("users"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$' and left("users"."gstin", 2) = "users"."state_code");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_billing_address_ck" CHECK (length("users"."billing_address") <= 300);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payment_terms_ck" CHECK ("users"."payment_terms_days" between 0 and 365);