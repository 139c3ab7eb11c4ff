CREATE TABLE "contract_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"invoice_id" integer,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_bills_period_ck" CHECK ("contract_bills"."period_end" >= "contract_bills"."period_start"),
	CONSTRAINT "contract_bills_amount_ck" CHECK ("contract_bills"."amount_paise" between 0 and 100000000000)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "contract_invoices" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_bills" ADD CONSTRAINT "contract_bills_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_bills" ADD CONSTRAINT "contract_bills_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_bills_period_uq" ON "contract_bills" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_bills_invoice_uq" ON "contract_bills" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_contract_invoices_ck" CHECK ("company_settings"."contract_invoices" in ('draft', 'issue'));