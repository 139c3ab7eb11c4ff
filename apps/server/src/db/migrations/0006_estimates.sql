CREATE TABLE "estimate_assignees" (
	"estimate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "estimate_assignees_estimate_id_user_id_pk" PRIMARY KEY("estimate_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "estimate_labour" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"role_name" text NOT NULL,
	"work_hour" numeric(10, 2) NOT NULL,
	"scale" numeric(12, 2) NOT NULL,
	CONSTRAINT "estimate_labour_hours_ck" CHECK ("estimate_labour"."work_hour" > 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"current_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "estimate_products_quantity_ck" CHECK ("estimate_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "work_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"reseller_id" integer,
	"work" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'NOT CONFIRM' NOT NULL,
	"status_rank" smallint GENERATED ALWAYS AS (case status when 'NOT CONFIRM' then 0 when 'APPROVED' then 1 when 'IN PROGRESS' then 2 else 3 end) STORED NOT NULL,
	"travel_distance" numeric(12, 3) NOT NULL,
	"travel_charge" numeric(5, 2) NOT NULL,
	"product_profit" numeric(5, 2) NOT NULL,
	"company_profit" numeric(5, 2) NOT NULL,
	"administrative_expense" numeric(5, 2) NOT NULL,
	"discount" numeric(5, 2) NOT NULL,
	"travel_cost" numeric NOT NULL,
	"labour_total" numeric NOT NULL,
	"products_total" numeric NOT NULL,
	"expense_total" numeric NOT NULL,
	"discount_total" numeric NOT NULL,
	"gst_total" numeric NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"started_by" integer,
	"started_at" timestamp with time zone,
	"finished_by" integer,
	"finished_at" timestamp with time zone,
	"finish_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_estimates_status_ck" CHECK ("work_estimates"."status" in ('NOT CONFIRM', 'APPROVED', 'IN PROGRESS', 'FINISHED'))
);
--> statement-breakpoint
CREATE TABLE "profit_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"administrative_expense" numeric(5, 2) NOT NULL,
	"travel_charge" numeric(5, 2) NOT NULL,
	"product_profit" numeric(5, 2) NOT NULL,
	"company_profit" numeric(5, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profit_settings_one_row_ck" CHECK ("profit_settings"."id" = 1),
	CONSTRAINT "profit_settings_range_ck" CHECK ("profit_settings"."administrative_expense" between 0 and 100 and "profit_settings"."travel_charge" between 0 and 100 and "profit_settings"."product_profit" between 0 and 100 and "profit_settings"."company_profit" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "estimate_assignees" ADD CONSTRAINT "estimate_assignees_estimate_id_work_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."work_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_assignees" ADD CONSTRAINT "estimate_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_labour" ADD CONSTRAINT "estimate_labour_estimate_id_work_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."work_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_labour" ADD CONSTRAINT "estimate_labour_role_id_job_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."job_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_estimate_id_work_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."work_estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_estimates" ADD CONSTRAINT "work_estimates_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_settings" ADD CONSTRAINT "profit_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_assignees_user_idx" ON "estimate_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "estimate_labour_estimate_idx" ON "estimate_labour" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_products_estimate_idx" ON "estimate_products" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "work_estimates_list_idx" ON "work_estimates" USING btree ("status_rank","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_estimates_status_idx" ON "work_estimates" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_estimates_created_by_idx" ON "work_estimates" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "work_estimates_reseller_idx" ON "work_estimates" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "work_estimates_client_idx" ON "work_estimates" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_estimates_site_idx" ON "work_estimates" USING btree ("site_id");--> statement-breakpoint
-- spec 001 §3: the first database has sensible default-profit settings (an admin changes them on /profit)
INSERT INTO "profit_settings" ("id", "administrative_expense", "travel_charge", "product_profit", "company_profit") VALUES (1, '10.00', '12.00', '15.00', '20.00') ON CONFLICT DO NOTHING;
