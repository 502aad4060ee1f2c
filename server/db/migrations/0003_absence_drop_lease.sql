ALTER TABLE "users" ADD COLUMN "absence_days_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "absence_year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "owner_lease_until";