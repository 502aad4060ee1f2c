CREATE TABLE "finished_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"map_id" integer NOT NULL,
	"game_type" integer NOT NULL,
	"rated" boolean NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_outcomes" (
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"map_id" integer NOT NULL,
	"game_type" integer NOT NULL,
	"rated" boolean NOT NULL,
	"computer" boolean NOT NULL,
	"team" integer NOT NULL,
	"place" integer NOT NULL,
	"won" boolean NOT NULL,
	"resigned" boolean NOT NULL,
	"missed_turns" integer NOT NULL,
	"rating_change" integer DEFAULT 0 NOT NULL,
	"rating_after" integer,
	CONSTRAINT "game_outcomes_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"user_id" integer NOT NULL,
	"game_type" integer NOT NULL,
	"played" integer NOT NULL,
	"won" integer NOT NULL,
	"resigned" integer NOT NULL,
	"missed" integer NOT NULL,
	"missed_turns" integer NOT NULL,
	"rated_played" integer NOT NULL,
	"rated_won" integer NOT NULL,
	"rating_points" integer NOT NULL,
	CONSTRAINT "player_stats_user_id_game_type_pk" PRIMARY KEY("user_id","game_type")
);
--> statement-breakpoint
ALTER TABLE "finished_games" ADD CONSTRAINT "finished_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_outcomes" ADD CONSTRAINT "game_outcomes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_outcomes" ADD CONSTRAINT "game_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finished_games_ended_idx" ON "finished_games" USING btree ("ended_at","game_id");--> statement-breakpoint
CREATE INDEX "finished_games_map_idx" ON "finished_games" USING btree ("map_id","ended_at","game_id");--> statement-breakpoint
CREATE INDEX "finished_games_type_idx" ON "finished_games" USING btree ("game_type","ended_at","game_id");--> statement-breakpoint
CREATE INDEX "game_outcomes_user_idx" ON "game_outcomes" USING btree ("user_id","ended_at","game_id");--> statement-breakpoint
CREATE INDEX "game_outcomes_recent_rated_idx" ON "game_outcomes" USING btree ("ended_at","user_id","won") WHERE "game_outcomes"."rated";--> statement-breakpoint
CREATE INDEX "game_outcomes_recent_type_idx" ON "game_outcomes" USING btree ("game_type","ended_at","user_id","won") WHERE "game_outcomes"."rated";--> statement-breakpoint
CREATE INDEX "player_stats_entry_idx" ON "player_stats" USING btree ("game_type","rated_played");--> statement-breakpoint
CREATE INDEX "player_stats_type_rating_idx" ON "player_stats" USING btree ("game_type","rating_points","user_id");--> statement-breakpoint
CREATE INDEX "users_rating_idx" ON "users" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","id");