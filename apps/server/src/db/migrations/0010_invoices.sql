CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(13, 3) NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"cgst" numeric(5, 2) NOT NULL,
	"sgst" numeric(5, 2) NOT NULL,
	"igst" numeric(5, 2) NOT NULL,
	"subtotal" numeric NOT NULL,
	"cgst_amount" numeric NOT NULL,
	"sgst_amount" numeric NOT NULL,
	"igst_amount" numeric NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "invoice_lines_ranges_ck" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."rate" >= 0 and "invoice_lines"."cgst" between 0 and 100 and "invoice_lines"."sgst" between 0 and 100 and "invoice_lines"."igst" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization" text NOT NULL,
	"phone_number" text NOT NULL,
	"client_id" integer,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"subtotal" numeric NOT NULL,
	"cgst_total" numeric NOT NULL,
	"sgst_total" numeric NOT NULL,
	"igst_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"creator_name" text NOT NULL,
	"sign_file" text,
	"order_id" text,
	"payment_id" text,
	"paid_amount_paise" bigint,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('unpaid', 'PAYMENT COMPLETE')),
	CONSTRAINT "invoices_settled_ck" CHECK (("invoices"."status" = 'unpaid' and "invoices"."payment_id" is null and "invoices"."paid_at" is null) or ("invoices"."status" = 'PAYMENT COMPLETE' and "invoices"."payment_id" is not null and "invoices"."order_id" is not null and "invoices"."paid_at" is not null and "invoices"."paid_amount_paise" = "invoices"."amount_paise")),
	CONSTRAINT "invoices_amount_ck" CHECK ("invoices"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_status_ck" CHECK ("payment_orders"."status" in ('created', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" integer,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"provider" text NOT NULL,
	"order_id" text,
	"payment_id" text,
	"event_id" text,
	"event" text,
	"amount_paise" bigint,
	"method" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_uq" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_id_uq" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_org_idx" ON "invoices" USING btree (lower("organization"));--> statement-breakpoint
CREATE INDEX "invoices_organization_trgm_idx" ON "invoices" USING gin ("organization" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_phone_trgm_idx" ON "invoices" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_order_id_uq" ON "payment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_open_uq" ON "payment_orders" USING btree ("invoice_id","provider","amount_paise") WHERE "payment_orders"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_event_id_uq" ON "payments" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_settled_uq" ON "payments" USING btree ("invoice_id") WHERE "payments"."kind" = 'settled';--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
-- ——— hand-written (not expressible in the schema file): the payments ledger is append-only ———
CREATE FUNCTION "payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the payments ledger is append-only' USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_no_update_delete" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_append_only"();
