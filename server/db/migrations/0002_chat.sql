CREATE SEQUENCE "public"."chat_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"game_id" integer,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"revision" integer DEFAULT nextval('chat_revisions') NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_lines" ADD CONSTRAINT "chat_lines_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_lines_channel_revision_idx" ON "chat_lines" USING btree ("channel","revision");