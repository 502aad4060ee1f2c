CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_user_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "online_samples" (
	"at" timestamp with time zone PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"name" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_handling" (
	"source" text NOT NULL,
	"report_id" integer NOT NULL,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "report_handling_source_report_id_pk" PRIMARY KEY("source","report_id")
);
--> statement-breakpoint
CREATE TABLE "limits" (
	"role" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"infinity" boolean DEFAULT false NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "limits_role_name_pk" PRIMARY KEY("role","name")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role" text NOT NULL,
	"permission" text NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rating_before" integer,
	"rating_after" integer,
	"tokens_before" integer,
	"tokens_after" integer,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_handling" ADD CONSTRAINT "report_handling_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_handling" ADD CONSTRAINT "report_handling_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_permissions_name_fk" FOREIGN KEY ("permission") REFERENCES "public"."permissions"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_suspensions" ADD CONSTRAINT "user_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_suspensions" ADD CONSTRAINT "user_suspensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "user_events_user_idx" ON "user_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_events_at_idx" ON "user_events" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "user_suspensions_user_idx" ON "user_suspensions" USING btree ("user_id");
--> statement-breakpoint
-- The permissions the code checks (shared/protocol/staff.ts names them; a test keeps the two equal).
INSERT INTO "permissions" ("name", "group") VALUES
  ('chat.moderate', 'chat'),
  ('forum.moderate', 'forum'),
  ('reports.handle', 'reports'),
  ('game.set-status', 'game'),
  ('game.set-timer', 'game'),
  ('user.view', 'user'),
  ('user.view-ips', 'user'),
  ('user.edit', 'user'),
  ('user.roles', 'user'),
  ('user.ban', 'user'),
  ('system.processlist', 'system'),
  ('system.validate-model', 'system'),
  ('system.stats', 'system'),
  ('system.send-email', 'system'),
  ('system.send-push', 'system'),
  ('system.permissions', 'system'),
  ('system.audit-log', 'system'),
  ('system.metrics', 'system'),
  ('debug.game', 'debug'),
  ('debug.hack', 'debug'),
  ('map.edit', 'map');--> statement-breakpoint
-- Moderators moderate chat, forum and reports, fix games and see users; admins get everything.
INSERT INTO "role_permissions" ("role", "permission", "value") VALUES
  ('moderator', 'chat.moderate', 1),
  ('moderator', 'forum.moderate', 1),
  ('moderator', 'game.set-status', 1),
  ('moderator', 'game.set-timer', 1),
  ('moderator', 'user.view', 1),
  ('moderator', 'user.view-ips', 1),
  ('moderator', 'reports.handle', 1),
  ('moderator', 'map.edit', 1);--> statement-breakpoint
INSERT INTO "role_permissions" ("role", "permission", "value") SELECT 'admin', "name", 1 FROM "permissions";--> statement-breakpoint
INSERT INTO "limits" ("role", "name", "active", "infinity", "number") VALUES
  ('player', 'games.active', true, false, 50),
  ('moderator', 'games.active', true, true, 0),
  ('admin', 'games.active', true, true, 0),
  ('player', 'messages.per-hour', true, false, 60),
  ('moderator', 'messages.per-hour', true, true, 0),
  ('admin', 'messages.per-hour', true, true, 0);--> statement-breakpoint
-- The users' event log: one row per sign-up and per change of rating, tokens, name or roles, from
-- whichever code path made it (game ends, joining, staff tools), without each having to remember.
CREATE FUNCTION "log_user_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_events" ("user_id", "kind", "rating_after", "tokens_after", "detail")
      VALUES (NEW."id", 'signup', NEW."rating", NEW."tokens", NEW."username");
  ELSIF NEW."rating" IS DISTINCT FROM OLD."rating" OR NEW."tokens" IS DISTINCT FROM OLD."tokens" THEN
    INSERT INTO "user_events" ("user_id", "kind", "rating_before", "rating_after", "tokens_before", "tokens_after")
      VALUES (NEW."id", 'balance', OLD."rating", NEW."rating", OLD."tokens", NEW."tokens");
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."username" IS DISTINCT FROM OLD."username" THEN
    INSERT INTO "user_events" ("user_id", "kind", "detail")
      VALUES (NEW."id", 'rename', OLD."username" || ' -> ' || NEW."username");
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."roles" IS DISTINCT FROM OLD."roles" THEN
    INSERT INTO "user_events" ("user_id", "kind", "detail")
      VALUES (NEW."id", 'roles', array_to_string(OLD."roles", ',') || ' -> ' || array_to_string(NEW."roles", ','));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_event_log" AFTER INSERT OR UPDATE OF "rating", "tokens", "username", "roles" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "log_user_event"();--> statement-breakpoint
-- Accounts that existed before the log began get their sign-up row.
INSERT INTO "user_events" ("user_id", "kind", "rating_after", "tokens_after", "detail", "at")
  SELECT "id", 'signup', "rating", "tokens", "username", "created_at" FROM "users";
