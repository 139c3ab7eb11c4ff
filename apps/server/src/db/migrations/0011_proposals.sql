CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"description" text NOT NULL,
	"intro" text NOT NULL,
	"content" text NOT NULL,
	"technical_specification" jsonb NOT NULL,
	"image_file" text,
	"price" numeric(12, 2) NOT NULL,
	"product_profit" numeric(5, 2) NOT NULL,
	"administrative_expense" numeric(5, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"client_name" text NOT NULL,
	"organization" text NOT NULL,
	"address_line_1" text NOT NULL,
	"address_line_2" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_by" integer NOT NULL,
	"creator_name" text NOT NULL,
	"creator_phone" text NOT NULL,
	"creator_email" text NOT NULL,
	"sign_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_money_ck" CHECK ("proposals"."price" >= 0 and "proposals"."total" >= 0 and "proposals"."product_profit" between 0 and 100 and "proposals"."administrative_expense" between 0 and 100),
	CONSTRAINT "proposals_pincode_ck" CHECK ("proposals"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "proposals_phone_ck" CHECK ("proposals"."phone" ~ '^[0-9]{1,10}$')
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_creator_idx" ON "proposals" USING btree ("created_by","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_product_idx" ON "proposals" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "proposals_heading_trgm_idx" ON "proposals" USING gin ("heading" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_client_trgm_idx" ON "proposals" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_organization_trgm_idx" ON "proposals" USING gin ("organization" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_product_name_trgm_idx" ON "proposals" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_creator_name_trgm_idx" ON "proposals" USING gin ("creator_name" gin_trgm_ops);