CREATE TABLE "contract_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"planned_on" date NOT NULL,
	"technician_id" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"task_id" integer,
	"moved_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_visits_status_ck" CHECK ("contract_visits"."status" in ('planned', 'cancelled')),
	CONSTRAINT "contract_visits_seq_ck" CHECK ("contract_visits"."seq" between 1 and 300),
	CONSTRAINT "contract_visits_working_day_ck" CHECK (extract(isodow from "contract_visits"."planned_on") <> 7)
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "visit_lead_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_visits" ADD CONSTRAINT "contract_visits_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_visits_seq_uq" ON "contract_visits" USING btree ("contract_id","site_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_visits_task_uq" ON "contract_visits" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "contract_visits_day_idx" ON "contract_visits" USING btree ("planned_on","id");--> statement-breakpoint
CREATE INDEX "contract_visits_technician_idx" ON "contract_visits" USING btree ("technician_id","planned_on");--> statement-breakpoint
CREATE INDEX "contract_visits_untasked_idx" ON "contract_visits" USING btree ("planned_on") WHERE "contract_visits"."task_id" is null and "contract_visits"."status" = 'planned';--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_visit_lead_ck" CHECK ("company_settings"."visit_lead_days" between 0 and 30);