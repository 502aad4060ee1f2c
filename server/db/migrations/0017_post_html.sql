ALTER TABLE "forum_posts" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "game_links" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "game_links" jsonb;