-- Added as ended for every seat at once (a default is not written into each row), then the
-- seats of the games not ended are set apart: a few thousand rows, not every seat rewritten.
ALTER TABLE "game_seats" ADD COLUMN "ended" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "game_seats" s SET "ended" = false
FROM "games" g
WHERE g.id = s.game_id AND g.status IN (1, 2);--> statement-breakpoint
-- A seat taken from now on is in a game not ended; the statement that ends a game sets it.
ALTER TABLE "game_seats" ALTER COLUMN "ended" SET DEFAULT false;--> statement-breakpoint
CREATE INDEX "game_seats_current_idx" ON "game_seats" USING btree ("user_id","game_id") WHERE NOT "game_seats"."ended";--> statement-breakpoint
-- The embedded database has no autovacuum: without statistics its planner would not know how
-- few seats the new index holds.
ANALYZE "game_seats";
