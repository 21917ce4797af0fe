ALTER TABLE "campaign_assets" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "final_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "daily_budget" numeric(12, 2);