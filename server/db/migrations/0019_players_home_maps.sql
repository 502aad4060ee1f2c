CREATE TABLE "player_maps" (
	"user_id" integer NOT NULL,
	"map_id" integer NOT NULL,
	"played" integer NOT NULL,
	"won" integer NOT NULL,
	CONSTRAINT "player_maps_user_id_map_id_pk" PRIMARY KEY("user_id","map_id")
);
--> statement-breakpoint
-- The games and wins per map so far, as addToPlayerStats (server/players/record.ts) adds each game's.
INSERT INTO "player_maps" ("user_id", "map_id", "played", "won")
SELECT o.user_id, o.map_id, count(*)::int, count(*) FILTER (WHERE o.won)::int
FROM "game_outcomes" o
GROUP BY o.user_id, o.map_id
-- In key order, so that a player's maps share a page: this database's copy has no autovacuum
-- to mark the pages all-visible, and a profile reads them from the table.
ORDER BY o.user_id, o.map_id;--> statement-breakpoint
ALTER TABLE "player_maps" ADD CONSTRAINT "player_maps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_maps_most_played_idx" ON "player_maps" USING btree ("user_id","played" DESC NULLS FIRST,"map_id","won");--> statement-breakpoint
-- The embedded database has no autovacuum: without statistics its planner would not know the
-- new table's rows per player.
ANALYZE "player_maps";