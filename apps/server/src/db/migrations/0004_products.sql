CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"image" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"categories" text NOT NULL,
	"is_sellable" boolean DEFAULT false NOT NULL,
	"is_proposal" boolean DEFAULT false NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"technical_specification" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_lower_uq" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_sellable_idx" ON "products" USING btree ("is_sellable");