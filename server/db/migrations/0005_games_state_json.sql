ALTER TABLE "games" ALTER COLUMN "state" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "action_versions" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "action_versions" SET DEFAULT '{}'::json;