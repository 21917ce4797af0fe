ALTER TABLE "campaigns" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "plan_updated_at" timestamp with time zone;