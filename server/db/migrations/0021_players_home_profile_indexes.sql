-- A profile's reads from indexes alone, each a few pages where the table's rows are spread over
-- many: its totals (player_stats_totals_idx), the names of its games' players and opponents
-- (users_names_idx), and the overall ladder's ratings for its rank (the entrants with their
-- ids, the people's ratings; computers are never ranked).
DROP INDEX "users_rating_idx";--> statement-breakpoint
DROP INDEX "player_stats_entry_idx";--> statement-breakpoint
CREATE INDEX "users_names_idx" ON "users" USING btree ("id","username","is_computer");--> statement-breakpoint
CREATE INDEX "player_stats_totals_idx" ON "player_stats" USING btree ("user_id","game_type","played","won","resigned","missed","missed_turns","rated_played");--> statement-breakpoint
CREATE INDEX "users_rating_idx" ON "users" USING btree ("rating","id") WHERE NOT "users"."is_computer";--> statement-breakpoint
CREATE INDEX "player_stats_entry_idx" ON "player_stats" USING btree ("game_type","rated_played","user_id");
