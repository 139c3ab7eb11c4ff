CREATE TABLE "task_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" bigint NOT NULL,
	"covered" boolean NOT NULL,
	"contract_id" integer,
	"added_by" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" integer,
	CONSTRAINT "task_parts_quantity_ck" CHECK ("task_parts"."quantity" between 1 and 9999),
	CONSTRAINT "task_parts_price_ck" CHECK ("task_parts"."unit_price_paise" between 0 and 1000000000000),
	CONSTRAINT "task_parts_invoice_ck" CHECK ("task_parts"."invoice_id" is null or "task_parts"."covered" = false)
);
--> statement-breakpoint
ALTER TABLE "task_parts" ADD CONSTRAINT "task_parts_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_parts" ADD CONSTRAINT "task_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_parts" ADD CONSTRAINT "task_parts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_parts" ADD CONSTRAINT "task_parts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_parts" ADD CONSTRAINT "task_parts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_parts_task_idx" ON "task_parts" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "task_parts_contract_idx" ON "task_parts" USING btree ("contract_id","added_at");--> statement-breakpoint
CREATE INDEX "task_parts_invoice_idx" ON "task_parts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "task_parts_chargeable_idx" ON "task_parts" USING btree ("task_id") WHERE "task_parts"."covered" = false and "task_parts"."invoice_id" is null;