ALTER TABLE "forum_categories" ADD COLUMN "staff_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Only staff open topics in Announcements (the seeded category, by its seeded name).
UPDATE "forum_categories" SET "staff_only" = true WHERE "name" = 'Announcements';--> statement-breakpoint
-- The debug panel's RNG state and deck order of running games: admins only, as first seeded.
INSERT INTO "permissions" ("name", "group") VALUES ('debug.secrets', 'debug') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role", "permission", "value") VALUES ('admin', 'debug.secrets', 1) ON CONFLICT DO NOTHING;
