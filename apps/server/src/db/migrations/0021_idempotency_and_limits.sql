CREATE TABLE "idempotent_requests" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotent_requests_key_ck" CHECK (length("idempotent_requests"."key") between 1 and 255),
	CONSTRAINT "idempotent_requests_status_ck" CHECK ("idempotent_requests"."status" between 200 and 299)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_key_ck" CHECK (length("rate_limit_windows"."key") between 1 and 600)
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_expires_idx" ON "rate_limit_windows" USING btree ("expires_at");