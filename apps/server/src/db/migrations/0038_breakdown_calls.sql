CREATE TABLE "call_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"reason" text NOT NULL,
	"paused_by" integer NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resumed_by" integer,
	"resumed_at" timestamp with time zone,
	CONSTRAINT "call_pauses_reason_ck" CHECK (char_length("call_pauses"."reason") between 1 and 500),
	CONSTRAINT "call_pauses_order_ck" CHECK ("call_pauses"."resumed_at" is null or "call_pauses"."resumed_at" >= "call_pauses"."paused_at")
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"raised_by" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_id" integer,
	"response_hours" smallint,
	"resolution_hours" smallint,
	"hours_basis" text,
	"response_due" timestamp with time zone,
	"resolution_due" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"paused_since" timestamp with time zone,
	"response_breach_at" timestamp with time zone,
	"resolution_breach_at" timestamp with time zone,
	CONSTRAINT "calls_source_ck" CHECK ("calls"."source" in ('staff', 'client')),
	CONSTRAINT "calls_basis_ck" CHECK ("calls"."hours_basis" in ('calendar', 'working')),
	CONSTRAINT "calls_clock_ck" CHECK (("calls"."contract_id" is null) = ("calls"."response_hours" is null) and ("calls"."contract_id" is null) = ("calls"."resolution_hours" is null) and ("calls"."contract_id" is null) = ("calls"."hours_basis" is null) and ("calls"."contract_id" is null) = ("calls"."response_due" is null) and ("calls"."contract_id" is null) = ("calls"."resolution_due" is null))
);
--> statement-breakpoint
ALTER TABLE "call_pauses" ADD CONSTRAINT "call_pauses_task_id_calls_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."calls"("task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_pauses" ADD CONSTRAINT "call_pauses_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_pauses" ADD CONSTRAINT "call_pauses_resumed_by_users_id_fk" FOREIGN KEY ("resumed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_pauses_task_idx" ON "call_pauses" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_pauses_open_uq" ON "call_pauses" USING btree ("task_id") WHERE "call_pauses"."resumed_at" is null;--> statement-breakpoint
CREATE INDEX "calls_contract_idx" ON "calls" USING btree ("contract_id","resolved_at");--> statement-breakpoint
CREATE INDEX "calls_open_idx" ON "calls" USING btree ("resolution_due") WHERE "calls"."resolution_breach_at" is null and "calls"."contract_id" is not null;