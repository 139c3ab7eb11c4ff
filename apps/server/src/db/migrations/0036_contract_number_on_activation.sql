ALTER TABLE "contracts" DROP CONSTRAINT "contracts_number_ck";--> statement-breakpoint
UPDATE "contracts" SET "number" = NULL WHERE "activated_at" IS NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_number_ck" CHECK (("contracts"."activated_at" is null) = ("contracts"."number" is null));
