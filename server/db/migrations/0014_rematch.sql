ALTER TABLE "games" ADD COLUMN "rematch_of" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rematch_of_games_id_fk" FOREIGN KEY ("rematch_of") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_rematch_of_idx" ON "games" USING btree ("rematch_of");