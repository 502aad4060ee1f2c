import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { createGame, playHttp, registerPlayer } from '../gameClients';
import { HttpClient } from '../httpClient';
import { sqlRows } from './sqlRows';

/**
 * The fuzzer's world: who sends the requests (a guest, players, moderators, admins, each with a
 * real session and CSRF token) and the things they aim at (games, a forum topic with a reported
 * post, a conversation, an editor map with a territory and a region, a chat line), so that ids in
 * hostile requests are often real ones, someone else's as often as one's own.
 */

export const IDENTITIES = ['guest', 'player', 'moderator', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface Actor {
  identity: Identity;
  http: HttpClient;
  /** Calls sent in the current minute (each actor stays under the per-user write limit). */
  calls: number;
  /** Signs this actor in again as itself (after a fuzzed sign-in, sign-up or sign-out went through). */
  restore(): Promise<void>;
}

/** An actor of `http`'s session, signed in as `username` (a guest when undefined). */
function actorOf(
  http: HttpClient,
  identity: Identity,
  username?: string,
  password = 'secret-password',
): Actor {
  const actor: Actor = {
    identity,
    http,
    calls: 0,
    async restore() {
      actor.http = new HttpClient(http.baseUrl);
      if (username) await actor.http.login(username, password);
      else await actor.http.refreshSession();
    },
  };
  return actor;
}

export interface World {
  actors: Record<Identity, Actor[]>;
  /** The players' first two: their running game is watched by the play-call check. */
  observer: HttpClient;
  running: number;
  pregame: number;
  ids: number[];
  usernames: string[];
  /** When the actors' current minute of calls began. */
  minuteStarted: number;
}

async function ok(response: Promise<Response>, what: string): Promise<void> {
  const answer = await response;
  if (answer.status >= 300)
    throw new Error(`fuzz setup: ${what} ${answer.status} ${await answer.text()}`);
}

/** Every id of the fixture tables, read back (replies differ per route; the rows do not). */
async function idsIn(db: Database): Promise<number[]> {
  const tables = ['users', 'games', 'forum_categories', 'forum_topics', 'forum_posts'];
  tables.push('forum_reports', 'conversations', 'editor_maps', 'editor_territories');
  tables.push('editor_regions', 'chat_lines', 'maps');
  const union = tables.map((table) => `SELECT id FROM "${table}"`).join(' UNION ');
  const rows = await sqlRows<{ id: number }>(db, sql.raw(union));
  return [...new Set(rows.map((row) => Number(row.id)))].sort((a, b) => a - b);
}

/** Signs up `perIdentity` accounts of each signed-in identity and builds the fixtures. */
export async function buildWorld(
  baseUrl: string,
  db: Database,
  adminPassword: string,
  perIdentity: number,
  tag: string,
): Promise<World> {
  const admin = actorOf(new HttpClient(baseUrl), 'admin', 'admin', adminPassword);
  await admin.restore();
  const accounts = [];
  for (let i = 0; i < perIdentity * 3; i++)
    accounts.push(await registerPlayer(baseUrl, `Fuzz${tag}x${i}`));
  const actors: World['actors'] = { guest: [], player: [], moderator: [], admin: [] };
  for (const [i, account] of accounts.entries()) {
    const identity = (['player', 'moderator', 'admin'] as const)[i % 3]!;
    if (identity !== 'player')
      await ok(
        admin.http.post(`/api/admin/users/${account.userId}/roles`, {
          roles: identity === 'admin' ? ['player', 'moderator', 'admin'] : ['player', 'moderator'],
        }),
        `making ${account.username} ${identity}`,
      );
    actors[identity].push(actorOf(account.http, identity, account.username));
  }
  actors.admin.push(admin);
  for (let i = 0; i < perIdentity; i++) {
    const guest = actorOf(new HttpClient(baseUrl), 'guest');
    await guest.restore();
    actors.guest.push(guest);
  }
  const [first, second] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
  const running = await createGame(first, { turn_time: 86_400 });
  await playHttp(second, running, 'join-game', { color: 2 });
  const pregame = await createGame(second, { num_players: 3, turn_time: 86_400 });
  await buildFixtures(db, admin.http, first.http, second.http, second.username);
  return {
    actors,
    observer: first.http,
    running,
    pregame,
    ids: await idsIn(db),
    usernames: [...accounts.map((a) => a.username), 'admin', 'NoSuchUser'],
    minuteStarted: Date.now(),
  };
}

async function buildFixtures(
  db: Database,
  admin: HttpClient,
  author: HttpClient,
  other: HttpClient,
  otherName: string,
): Promise<void> {
  const [category] = await sqlRows<{ id: number }>(
    db,
    // A forum any player may open topics in (Announcements is staff-only).
    sql`SELECT min(id) AS id FROM forum_categories WHERE NOT staff_only`,
  );
  const topic = { title: 'Fuzz topic', body: 'The first post' };
  await ok(author.post(`/api/forum/categories/${category!.id}/topics`, topic), 'a topic');
  const [post] = await sqlRows<{ id: number; topic: number }>(
    db,
    sql`SELECT max(id) AS id, max(topic_id) AS topic FROM forum_posts`,
  );
  await ok(other.post(`/api/forum/topics/${post!.topic}/posts`, { body: 'A reply' }), 'a reply');
  await ok(other.post(`/api/forum/posts/${post!.id}/report`, { reason: 'Spam' }), 'a report');
  const message = { to: [otherName], subject: 'Fuzz', body: 'Hello' };
  await ok(author.post('/messages', message), 'a conversation');
  await ok(author.post('/chat/send', { room_id: 'lobby', body: 'Hello' }), 'a chat line');
  await ok(admin.post('/api/editor/maps', { name: 'Fuzz map' }), 'an editor map');
  const [map] = await sqlRows<{ id: number }>(db, sql`SELECT max(id) AS id FROM editor_maps`);
  const base = `/api/editor/maps/${map!.id}`;
  await ok(
    admin.post(`${base}/territory/add`, { territory: 'Alpha', x: 10, y: 10 }),
    'a territory',
  );
  await ok(admin.post(`${base}/region/add`, { region: 'North', bonus: 2 }), 'a region');
}
