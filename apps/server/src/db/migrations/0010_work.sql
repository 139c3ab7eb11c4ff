CREATE TABLE "task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_files" (
	"file" text PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "task_files_kind_ck" CHECK ("task_files"."kind" in ('addworks', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "task_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"move" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"given_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_people" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"forwarded_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_people_task_id_user_id_pk" PRIMARY KEY("task_id","user_id"),
	CONSTRAINT "task_people_type_ck" CHECK ("task_people"."type" in ('direct', 'forwarded'))
);
--> statement-breakpoint
CREATE TABLE "task_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"finished_by" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"finish_time" timestamp with time zone NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'REVIEWING' NOT NULL,
	"review_comment" text,
	"rating" smallint,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_submissions_status_ck" CHECK ("task_submissions"."status" in ('REVIEWING', 'APPROVED', 'REOPENED')),
	CONSTRAINT "task_submissions_rating_ck" CHECK ("task_submissions"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"worktype" text NOT NULL,
	"site_id" integer,
	"site_name" text,
	"client_id" integer,
	"client_name" text,
	"panel_type" text NOT NULL,
	"description" text NOT NULL,
	"in_operation_since" text,
	"status" text DEFAULT 'ASSIGNED' NOT NULL,
	"status_rank" smallint GENERATED ALWAYS AS (case status when 'ASSIGNED' then 1 when 'IN PROGRESS' then 2 when 'RE:IN PROGRESS' then 3 when 'REVIEWING' then 4 else 5 end) STORED NOT NULL,
	"priority" text NOT NULL,
	"priority_rank" smallint GENERATED ALWAYS AS (case priority when 'URGENT' then 1 when 'MEDIUM' then 2 else 3 end) STORED NOT NULL,
	"deadline" date NOT NULL,
	"adviser_id" integer NOT NULL,
	"started_by" integer,
	"start_time" timestamp with time zone,
	"start_image" text,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_kind_ck" CHECK ("tasks"."kind" in ('maintenance', 'new_work')),
	CONSTRAINT "tasks_status_ck" CHECK ("tasks"."status" in ('ASSIGNED', 'IN PROGRESS', 'RE:IN PROGRESS', 'REVIEWING', 'FINISHED')),
	CONSTRAINT "tasks_priority_ck" CHECK ("tasks"."priority" in ('URGENT', 'MEDIUM', 'LOW')),
	CONSTRAINT "tasks_rating_ck" CHECK ("tasks"."rating" between 1 and 5),
	CONSTRAINT "tasks_panel_type_ck" CHECK (char_length("tasks"."panel_type") <= 25)
);
--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_moves" ADD CONSTRAINT "task_moves_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_moves" ADD CONSTRAINT "task_moves_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_people" ADD CONSTRAINT "task_people_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_people" ADD CONSTRAINT "task_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_people" ADD CONSTRAINT "task_people_forwarded_by_users_id_fk" FOREIGN KEY ("forwarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_finished_by_users_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "task_files_task_idx" ON "task_files" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_moves_task_idx" ON "task_moves" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "task_people_user_idx" ON "task_people" USING btree ("user_id","task_id");--> statement-breakpoint
CREATE INDEX "task_submissions_task_idx" ON "task_submissions" USING btree ("task_id","id");--> statement-breakpoint
CREATE INDEX "tasks_list_idx" ON "tasks" USING btree ("priority_rank","status_rank","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_worktype_idx" ON "tasks" USING btree ("worktype","priority_rank","status_rank","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_adviser_idx" ON "tasks" USING btree ("adviser_id");--> statement-breakpoint
CREATE INDEX "tasks_client_idx" ON "tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tasks_site_idx" ON "tasks" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "tasks_description_trgm_idx" ON "tasks" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_site_name_trgm_idx" ON "tasks" USING gin ("site_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_panel_type_trgm_idx" ON "tasks" USING gin ("panel_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_client_name_trgm_idx" ON "tasks" USING gin ("client_name" gin_trgm_ops);