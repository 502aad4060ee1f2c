ALTER TABLE "games" ADD COLUMN "computers" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_computer" boolean DEFAULT false NOT NULL;