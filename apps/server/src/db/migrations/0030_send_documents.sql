CREATE TABLE "company_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"send_on_issue" boolean DEFAULT false NOT NULL,
	"changed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_one_row_ck" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "document_sends" DROP CONSTRAINT "document_sends_kind_ck";--> statement-breakpoint
ALTER TABLE "document_sends" ADD COLUMN "cc" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "document_sends" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_cc_ck" CHECK (cardinality("document_sends"."recipients") + cardinality("document_sends"."cc") <= 10 and length("document_sends"."subject") <= 150);--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_kind_ck" CHECK ("document_sends"."kind" in ('estimate', 'invoice', 'proposal', 'note', 'receipt', 'statement'));