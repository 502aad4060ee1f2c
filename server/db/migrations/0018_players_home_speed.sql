CREATE TABLE "player_opponents" (
	"user_id" integer NOT NULL,
	"opponent_id" integer NOT NULL,
	"games" integer NOT NULL,
	"won" integer NOT NULL,
	CONSTRAINT "player_opponents_user_id_opponent_id_pk" PRIMARY KEY("user_id","opponent_id")
);
--> statement-breakpoint
-- The opponents met so far, as addToPlayerStats (server/players/record.ts) adds each game's.
INSERT INTO "player_opponents" ("user_id", "opponent_id", "games", "won")
SELECT o.user_id, them.user_id, count(*)::int, count(*) FILTER (WHERE o.place < them.place)::int
FROM "game_outcomes" o
JOIN "game_outcomes" them ON them.game_id = o.game_id AND them.user_id <> o.user_id
WHERE o.team = 0 OR them.team <> o.team
GROUP BY o.user_id, them.user_id;--> statement-breakpoint
DROP INDEX "game_seats_user_idx";--> statement-breakpoint
DROP INDEX "game_outcomes_user_idx";--> statement-breakpoint
ALTER TABLE "player_opponents" ADD CONSTRAINT "player_opponents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_opponents" ADD CONSTRAINT "player_opponents_opponent_id_users_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_opponents_most_met_idx" ON "player_opponents" USING btree ("user_id","games" DESC NULLS FIRST,"opponent_id","won");--> statement-breakpoint
CREATE INDEX "finished_games_map_type_idx" ON "finished_games" USING btree ("map_id","game_type","ended_at","game_id","rated");--> statement-breakpoint
CREATE INDEX "game_seats_user_idx" ON "game_seats" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "game_outcomes_user_idx" ON "game_outcomes" USING btree ("user_id","ended_at","game_id","map_id","game_type","rated","won","team","place","rating_after");--> statement-breakpoint
-- The embedded database has no autovacuum: without statistics its planner would not know the
-- new table's rows per player, nor the new indexes' use.
ANALYZE "player_opponents", "game_outcomes", "finished_games", "game_seats";