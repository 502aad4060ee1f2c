-- A game type's ladder of all time from one partial index holding all it shows of its entrants
-- (LADDER_MIN_RATED_GAMES = 10 rated games in the type), in the ladder's order: a page reads a few
-- index pages, where it read every entrant's row and ranked them all.
DROP INDEX "player_stats_type_rating_idx";--> statement-breakpoint
CREATE INDEX "player_stats_ladder_idx" ON "player_stats" USING btree ("game_type","rating_points","user_id","rated_played","rated_won") WHERE game_type >= 0 AND rated_played >= 10;