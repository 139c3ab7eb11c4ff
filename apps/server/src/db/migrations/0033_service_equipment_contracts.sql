CREATE TABLE "contract_covered_products" (
	"contract_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "contract_covered_products_contract_id_product_id_pk" PRIMARY KEY("contract_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "contract_equipment" (
	"contract_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	CONSTRAINT "contract_equipment_contract_id_equipment_id_pk" PRIMARY KEY("contract_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_series_serial_ck" CHECK ("contract_series"."last_serial" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "contract_sites" (
	"contract_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "contract_sites_contract_id_site_id_pk" PRIMARY KEY("contract_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text,
	"financial_year" text,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"visits_per_year" smallint NOT NULL,
	"visit_spread" text DEFAULT 'even' NOT NULL,
	"visit_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_hours" smallint NOT NULL,
	"resolution_hours" smallint NOT NULL,
	"hours_basis" text DEFAULT 'calendar' NOT NULL,
	"covers_labour" boolean NOT NULL,
	"covers_consumables" boolean NOT NULL,
	"parts_cover" text NOT NULL,
	"parts_cap_paise" bigint,
	"price_paise" bigint NOT NULL,
	"billing_frequency" text NOT NULL,
	"billing_timing" text NOT NULL,
	"sac" text NOT NULL,
	"gst_rate" numeric(5, 2) NOT NULL,
	"technician_id" integer,
	"terms" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"renews_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_kind_ck" CHECK ("contracts"."kind" in ('comprehensive', 'labour_only', 'operation_maintenance')),
	CONSTRAINT "contracts_status_ck" CHECK ("contracts"."status" in ('draft', 'active', 'expired', 'renewed', 'cancelled')),
	CONSTRAINT "contracts_period_ck" CHECK ("contracts"."ends_on" > "contracts"."starts_on"),
	CONSTRAINT "contracts_visits_ck" CHECK ("contracts"."visits_per_year" between 0 and 52),
	CONSTRAINT "contracts_spread_ck" CHECK ("contracts"."visit_spread" in ('even', 'months')),
	CONSTRAINT "contracts_hours_ck" CHECK ("contracts"."response_hours" between 1 and 720 and "contracts"."resolution_hours" between "contracts"."response_hours" and 2160),
	CONSTRAINT "contracts_basis_ck" CHECK ("contracts"."hours_basis" in ('calendar', 'working')),
	CONSTRAINT "contracts_parts_ck" CHECK ("contracts"."parts_cover" in ('all', 'none', 'listed', 'cap')),
	CONSTRAINT "contracts_parts_cap_ck" CHECK (("contracts"."parts_cover" = 'cap') = ("contracts"."parts_cap_paise" is not null) and coalesce("contracts"."parts_cap_paise", 1) > 0),
	CONSTRAINT "contracts_price_ck" CHECK ("contracts"."price_paise" between 1 and 100000000000),
	CONSTRAINT "contracts_billing_ck" CHECK ("contracts"."billing_frequency" in ('yearly', 'half_yearly', 'quarterly', 'monthly') and "contracts"."billing_timing" in ('advance', 'arrears')),
	CONSTRAINT "contracts_sac_ck" CHECK ("contracts"."sac" ~ '^99[0-9]{4}$'),
	CONSTRAINT "contracts_gst_rate_ck" CHECK ("contracts"."gst_rate" between 0 and 100),
	CONSTRAINT "contracts_number_ck" CHECK (("contracts"."status" = 'draft') = ("contracts"."number" is null)),
	CONSTRAINT "contracts_terms_ck" CHECK (char_length("contracts"."terms") <= 4000),
	CONSTRAINT "contracts_cancel_ck" CHECK (("contracts"."status" = 'cancelled') = ("contracts"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"capacity_kld" numeric(9, 2),
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"installed_on" date,
	"warranty_until" date,
	"notes" text DEFAULT '' NOT NULL,
	"retired_on" date,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_kind_ck" CHECK ("equipment"."kind" in ('stp', 'wtp', 'etp', 'ro_plant', 'control_panel', 'pump', 'blower', 'dosing_system', 'filter', 'other')),
	CONSTRAINT "equipment_lengths_ck" CHECK (char_length("equipment"."name") between 1 and 80 and char_length("equipment"."make") <= 60 and char_length("equipment"."model") <= 60 and char_length("equipment"."serial_number") <= 60 and char_length("equipment"."notes") <= 1000),
	CONSTRAINT "equipment_capacity_ck" CHECK ("equipment"."capacity_kld" > 0),
	CONSTRAINT "equipment_warranty_ck" CHECK ("equipment"."warranty_until" >= "equipment"."installed_on"),
	CONSTRAINT "equipment_retired_ck" CHECK ("equipment"."retired_on" >= "equipment"."installed_on")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "equipment_id" integer;--> statement-breakpoint
ALTER TABLE "contract_covered_products" ADD CONSTRAINT "contract_covered_products_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_covered_products" ADD CONSTRAINT "contract_covered_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_equipment" ADD CONSTRAINT "contract_equipment_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_equipment" ADD CONSTRAINT "contract_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_sites" ADD CONSTRAINT "contract_sites_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_sites" ADD CONSTRAINT "contract_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renews_id_contracts_id_fk" FOREIGN KEY ("renews_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_equipment_equipment_idx" ON "contract_equipment" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_sites_site_idx" ON "contract_sites" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_uq" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_renews_uq" ON "contracts" USING btree ("renews_id");--> statement-breakpoint
CREATE INDEX "contracts_client_idx" ON "contracts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","ends_on");--> statement-breakpoint
CREATE INDEX "contracts_ends_idx" ON "contracts" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "equipment_site_idx" ON "equipment" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "equipment_name_lower_idx" ON "equipment" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_serial_uq" ON "equipment" USING btree (lower("make"),lower("serial_number")) WHERE "equipment"."serial_number" <> '';--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_equipment_idx" ON "tasks" USING btree ("equipment_id");