CREATE TABLE "document_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"recipients" text[] NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_sends_kind_ck" CHECK ("document_sends"."kind" in ('estimate', 'invoice', 'proposal')),
	CONSTRAINT "document_sends_recipients_ck" CHECK (cardinality("document_sends"."recipients") between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_sends_record_idx" ON "document_sends" USING btree ("kind","record_id","id");