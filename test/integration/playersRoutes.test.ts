import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumCategories, forumPosts, forumTopics } from '../../server/db/communityTables';
import { users } from '../../server/db/schema';
import type {
  ArchivePage,
  LadderPage,
  MyGames,
  PlayerProfile,
} from '../../shared/protocol/players';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { addUser, knownWorld, playFinished, type KnownPlayers } from '../support/playersWorld';
import { startTestServer, type TestServer } from '../support/server';

// The players' home over HTTP, against a small world with known answers (days before now):
//   Ann beats Bob 9 of 12 rated games (map 1, Deathmatch), 60 to 16 days ago, 4 apart; Bob
//     resigned 3 of his losses and missed 2 turns in the first;
//   Cat and Dan win 5 each of 10 rated games (map 2, Capitals), 20 to 11 days ago;
//   Bob and Cat play 3 unrated games with fog (map 1, Cat wins 2), 5 to 3 days ago;
//   Cat and a computer play 2 unrated games that end at the same instant, 2 days ago.
// Ratings: Ann 1560, Cat 1500, Dan 1500, Bob 1440; the computer is set to 2000 (never ranked).
// Ann also has a running game (Bob joined) and a waiting one. Cat wrote 7 forum posts, one of
// them deleted, and one more in a deleted topic: 6 count.

const DAY = 86_400_000;
let server: TestServer;
let ann: TestPlayer;
let bob: TestPlayer;
let guest: HttpClient;
const ids: Record<string, number> = {};
/** Every finished game, newest first (ties: the higher id first). */
let finished: { id: number; endedAt: number }[] = [];
const current: Record<'running' | 'waiting', number> = { running: 0, waiting: 0 };

async function get<T>(path: string, client: HttpClient = guest) {
  const response = await client.get(path);
  return { status: response.status, body: (await response.json()) as T };
}
const ok = async <T>(path: string, client?: HttpClient): Promise<T> => {
  const { status, body } = await get<T>(path, client);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const refusal = (path: string) => get<{ success: boolean; error: string }>(path);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.app.context;
  const now = server.clock.now;
  guest = new HttpClient(server.baseUrl);
  ann = await registerPlayer(server.baseUrl, 'Ann');
  bob = await registerPlayer(server.baseUrl, 'Bob');
  ids.Ann = ann.userId;
  ids.Bob = bob.userId;
  ids.Cat = await addUser(db, 'Cat');
  ids.Dan = await addUser(db, 'Dan');
  ids.Computer = await addUser(db, 'Computer 1.2', true);
  const games = knownWorld(ids as KnownPlayers);
  for (const game of games) {
    const id = await playFinished(db, now, game);
    finished.push({ id, endedAt: now.getTime() - game.daysAgo * DAY });
  }
  finished = finished.sort((a, b) => b.endedAt - a.endedAt || b.id - a.id);
  await db.update(users).set({ rating: 2000 }).where(eq(users.id, ids.Computer!));

  const [category] = await db
    .insert(forumCategories)
    .values({ name: 'General' })
    .returning({ id: forumCategories.id });
  for (const [title, deleted] of [
    ['Good games', false],
    ['Gone', true],
  ] as const) {
    const [topic] = await db
      .insert(forumTopics)
      .values({
        categoryId: category!.id,
        authorId: ids.Cat!,
        title,
        deletedAt: deleted ? now : null,
      })
      .returning({ id: forumTopics.id });
    for (let i = 0; i < (deleted ? 1 : 7); i++) {
      await db.insert(forumPosts).values({
        topicId: topic!.id,
        authorId: ids.Cat!,
        body: `post ${i}`,
        search: sql`to_tsvector('simple', ${`post ${i}`})`,
        deletedAt: !deleted && i === 3 ? now : null,
      });
    }
  }

  current.running = await createGame(ann, { num_players: 2 });
  const joined = await playHttp(bob, current.running, 'join-game', { color: 2 });
  expect(joined.body.success).toBe(true);
  current.waiting = await createGame(ann, { num_players: 3 });
});
afterAll(() => server?.stop());

describe('GET /api/ladders', () => {
  it('ranks people with enough rated games by rating, equal ratings sharing a place', async () => {
    const page = await ok<LadderPage>('/api/ladders');
    expect(page.rows.map((row) => [row.rank, row.username, row.rating, row.rated_games])).toEqual([
      [1, 'Ann', 1560, 12],
      [2, 'Dan', 1500, 10],
      [2, 'Cat', 1500, 10],
      [4, 'Bob', 1440, 12],
    ]);
    expect(page).toMatchObject({
      game_type: null,
      period: 'all',
      min_rated_games: 10,
      total: 4,
      page: 1,
      pages: 1,
    });
    expect(page.rows.map((row) => row.user_id)).not.toContain(ids.Computer);
  });

  it('ranks a game type by its own changes, and the last 30 days by the games in them', async () => {
    const deathmatch = await ok<LadderPage>('/api/ladders?game_type=0');
    expect(deathmatch.rows.map((row) => [row.rank, row.username, row.rated_won])).toEqual([
      [1, 'Ann', 9],
      [2, 'Bob', 3],
    ]);
    const recent = await ok<LadderPage>('/api/ladders?period=30d');
    // Ann and Bob played 4 of their games in the window: short of 10.
    expect(recent.rows.map((row) => [row.rank, row.username, row.rated_games])).toEqual([
      [1, 'Dan', 10],
      [1, 'Cat', 10],
    ]);
    expect((await ok<LadderPage>('/api/ladders?period=30d&game_type=0')).rows).toEqual([]);
  });

  it('answers a page past the end empty, with the ladder size', async () => {
    expect(await ok<LadderPage>('/api/ladders?page=2')).toMatchObject({
      rows: [],
      total: 4,
      page: 2,
      pages: 1,
    });
  });

  it.each([
    ['game_type=8', 'The game type must be a number from 0 to 7.'],
    ['game_type=x', 'The game type must be a number from 0 to 7.'],
    ['period=week', 'The period must be one of all, 30d.'],
    ['page=0', 'The page must be a number from 1.'],
    ['page=1.5', 'The page must be a number from 1.'],
  ])('refuses %s with 422', async (query, error) => {
    expect(await refusal(`/api/ladders?${query}`)).toEqual({
      status: 422,
      body: { success: false, error },
    });
  });
});

describe('GET /api/users/:userId/profile', () => {
  it('counts games, wins, resignations and missed turns, with the rank and win rates', async () => {
    const profile = await ok<PlayerProfile>(`/api/users/${ids.Bob}/profile`);
    expect(profile.user).toMatchObject({
      id: ids.Bob,
      username: 'Bob',
      computer: false,
      rating: 1440,
    });
    expect(profile).toMatchObject({ rank: 4, ranked_players: 4 });
    expect(profile.totals).toEqual({
      played: 15,
      won: 4,
      win_rate: 4 / 15,
      resigned: 3,
      missed: 1,
      missed_turns: 2,
      rated_played: 12,
    });
    expect(profile.by_map).toEqual([
      { map_id: 1, map_name: expect.any(String), played: 15, won: 4, win_rate: 4 / 15 },
    ]);
    expect(profile.opponents.map((o) => [o.username, o.games, o.won])).toEqual([
      ['Ann', 12, 3],
      ['Cat', 3, 1],
    ]);
    // The rating after each of his 12 rated games, oldest first, ending where it is now.
    expect(profile.rating_history).toHaveLength(12);
    expect(profile.rating_history[0]!.rating).toBe(1490);
    expect(profile.rating_history.at(-1)!.rating).toBe(1440);
    expect(profile.current_games.map((game) => [game.game_id, game.status])).toEqual([
      [current.running, 2],
    ]);
  });

  it('lists the ten newest finished games with every player’s result', async () => {
    const profile = await ok<PlayerProfile>(`/api/users/${ids.Cat}/profile`);
    expect(profile.recent_games).toHaveLength(10);
    const catGames = finished.filter((game) =>
      profile.recent_games.some((recent) => recent.game_id === game.id),
    );
    expect(profile.recent_games.map((game) => game.game_id)).toEqual(catGames.map((g) => g.id));
    const newest = profile.recent_games[0]!;
    expect(newest.players.map((seat) => [seat.username, seat.won, seat.computer])).toEqual([
      ['Cat', true, false],
      ['Computer 1.2', false, true],
    ]);
    expect(profile.by_game_type.map((row) => [row.game_type, row.played, row.won])).toEqual([
      [0, 5, 3],
      [1, 10, 5],
    ]);
    // Visible posts only, the newest five.
    expect(profile.forum.posts).toBe(6);
    expect(profile.forum.recent.map((post) => post.topic_title)).toEqual(
      Array(5).fill('Good games'),
    );
    const postIds = profile.forum.recent.map((post) => post.post_id);
    expect(postIds).toEqual([...postIds].sort((a, b) => b - a));
    expect((await ok<PlayerProfile>(`/api/users/${ids.Bob}/profile`)).forum).toEqual({
      posts: 0,
      recent: [],
    });
  });

  it('shows a computer player as one, never ranked', async () => {
    const profile = await ok<PlayerProfile>(`/api/users/${ids.Computer}/profile`);
    expect(profile.user).toMatchObject({ computer: true, rating: 2000 });
    expect(profile.rank).toBeNull();
    expect(profile.totals).toMatchObject({ played: 2, won: 1, rated_played: 0 });
  });

  it('shows nothing only staff may see', async () => {
    const response = await guest.get(`/api/users/${ids.Ann}/profile`);
    const text = await response.text();
    const profile = JSON.parse(text) as PlayerProfile;
    expect(Object.keys(profile.user).sort()).toEqual(
      ['computer', 'id', 'joined_at', 'last_active_at', 'rating', 'username'].sort(),
    );
    for (const secret of ['ann@example.com', 'email', 'password', 'roles', 'ip', 'token'])
      expect(text).not.toContain(`"${secret}`);
    expect(text).not.toContain('example.com');
  });

  it.each(['999999', '0', 'abc', '1.5', '99999999999'])(
    'answers 404 for the user %s',
    async (userId) => {
      expect(await refusal(`/api/users/${userId}/profile`)).toEqual({
        status: 404,
        body: { success: false, error: 'There is no such player.' },
      });
    },
  );
});

describe('GET /api/users/named/:username', () => {
  it('finds a player by name, letter case aside', async () => {
    expect(await ok('/api/users/named/cAT')).toEqual({
      id: ids.Cat,
      username: 'Cat',
      computer: false,
    });
    expect(await ok(`/api/users/named/${encodeURIComponent('Computer 1.2')}`)).toEqual({
      id: ids.Computer,
      username: 'Computer 1.2',
      computer: true,
    });
  });

  it.each(['Nobody', '%00x', `${'a'.repeat(256)}`])('answers 404 for %s', async (name) => {
    expect(await refusal(`/api/users/named/${name}`)).toEqual({
      status: 404,
      body: { success: false, error: 'There is no such player.' },
    });
  });
});

describe('GET /api/my-games', () => {
  it('lists the signed-in player’s running, waiting and finished games', async () => {
    const mine = await ok<MyGames>('/api/my-games', ann.http);
    expect(mine.running.map((game) => game.game_id)).toEqual([current.running]);
    expect(mine.waiting.map((game) => [game.game_id, game.seated, game.num_players])).toEqual([
      [current.waiting, 1, 3],
    ]);
    expect(mine.finished.games).toHaveLength(12);
    expect(mine.finished.next).toBeNull();
    expect(mine.finished.games[0]!.players.map((seat) => seat.username)).toEqual(['Bob', 'Ann']);
  });

  it('is for signed-in players only', async () => {
    expect((await refusal('/api/my-games')).status).toBe(401);
  });
});

describe('GET /api/archive', () => {
  const pageOf = (query: string) => ok<ArchivePage>(`/api/archive?${query}`);
  const idsOf = (page: ArchivePage) => page.games.map((game) => game.game_id);

  it('walks every finished game newest first, a page after the other, none twice', async () => {
    const seen: number[] = [];
    let query = 'limit=10';
    const sizes: number[] = [];
    for (;;) {
      const page = await pageOf(query);
      sizes.push(page.games.length);
      seen.push(...idsOf(page));
      if (!page.next) break;
      query = `limit=10&after=${page.next}`;
    }
    expect(sizes).toEqual([10, 10, 7]);
    expect(seen).toEqual(finished.map((game) => game.id));
  });

  it('ends a page exactly at the last game without a next cursor, and splits a tie in order', async () => {
    expect((await pageOf('limit=27')).next).toBeNull();
    const short = await pageOf('limit=26');
    expect(short.next).not.toBeNull();
    const last = await pageOf(`limit=26&after=${short.next}`);
    expect(idsOf(last)).toEqual([finished.at(-1)!.id]);
    expect(last.next).toBeNull();
    // The two newest games ended at the same instant: one page each, the higher id first.
    const first = await pageOf('limit=1');
    const second = await pageOf(`limit=1&after=${first.next}`);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(finished.slice(0, 2).map((g) => g.id));
    expect(idsOf(first)[0]).toBeGreaterThan(idsOf(second)[0]!);
  });

  it('filters by player, opponent, map, game type, options, rating and date', async () => {
    const count = async (query: string) => (await pageOf(`limit=100&${query}`)).games.length;
    expect(await count(`player=${ids.Bob}`)).toBe(15);
    expect(await count(`player=${ids.Bob}&opponent=${ids.Cat}`)).toBe(3);
    expect(await count(`player=${ids.Cat}&opponent=${ids.Computer}`)).toBe(2);
    expect(await count('map=2')).toBe(10);
    expect(await count('game_type=1')).toBe(10);
    expect(await count('map=1&game_type=0&fog_of_war=1')).toBe(3);
    expect(await count('rated=0')).toBe(5);
    expect(await count('rated=1')).toBe(22);
    const at = (daysAgo: number) =>
      new Date(server.clock.now.getTime() - daysAgo * DAY).toISOString();
    // 21 to 10.5 days ago: Ann and Bob's games of 20 and 16 days ago, and every Cat-Dan game.
    expect(await count(`from=${at(21)}&to=${at(10.5)}`)).toBe(12);
    expect(await count(`player=${ids.Ann}&from=${at(21)}&to=${at(10.5)}`)).toBe(2);
    expect(await count(`player=${ids.Dan}&map=1`)).toBe(0);
  });

  it('lists each game with its map, type, rating and every player’s result', async () => {
    const [game] = (await pageOf(`player=${ids.Ann}&limit=1`)).games;
    expect(game).toMatchObject({ map_id: 1, game_type: 0, rated: true });
    expect(game!.players.map((seat) => [seat.username, seat.place, seat.rating_change])).toEqual([
      ['Bob', 0, 10],
      ['Ann', 1, -10],
    ]);
  });

  it.each([
    ['player=abc', 'The player must be a user id.'],
    ['player=0', 'The player must be a user id.'],
    ['opponent=3', 'An opponent needs a player.'],
    ['map=-1', 'The map must be a map id.'],
    ['game_type=9', 'The game type must be a number from 0 to 7.'],
    ['fog_of_war=100', 'The option fog_of_war must be a number from 0 to 99.'],
    ['rated=yes', 'Rated must be 0 or 1.'],
    ['from=yesterday', 'The from date must be a day (YYYY-MM-DD) or a time with its offset.'],
    ['to=2026-02-31', 'The to date is not a real date.'],
    ['from=2026-05-02&to=2026-05-01', 'The from date must be before the to date.'],
    ['after=12.x', 'The page cursor is not one this archive gave.'],
    ['after=1.99999999999', 'The page cursor is not one this archive gave.'],
    ['after=1.9999999999', 'The page cursor is not one this archive gave.'],
    ['limit=0', 'The page size must be a number from 1 to 100.'],
    ['limit=101', 'The page size must be a number from 1 to 100.'],
    ['player=1&player=2', 'The player must be a user id.'],
  ])('refuses %s with 422', async (query, error) => {
    expect(await refusal(`/api/archive?${query}`)).toEqual({
      status: 422,
      body: { success: false, error },
    });
  });

  it('accepts a day alone as a date', async () => {
    const page = await pageOf('from=2000-01-01&to=2000-01-02');
    expect(page).toEqual({ games: [], next: null });
  });
});

describe('a rank after a game ends', () => {
  it('moves at once (the ladders’ kept ratings and entrants bring the game’s players in)', async () => {
    expect((await ok<PlayerProfile>(`/api/users/${ids.Bob}/profile`)).rank).toBe(4);
    const recent = async () =>
      (await ok<LadderPage>('/api/ladders?period=30d')).rows.map((row) => [row.rank, row.username]);
    expect(await recent()).toEqual([
      [1, 'Dan'],
      [1, 'Cat'],
    ]);
    // Bob beats Cat in 7 rated games: Bob 1510, Cat 1430 (Ann 1560, Dan 1500).
    for (let i = 0; i < 7; i++) {
      await playFinished(server.app.context.db, server.clock.now, {
        mapId: 3,
        gameType: 2,
        rated: true,
        daysAgo: 1,
        seats: [{ userId: ids.Bob! }, { userId: ids.Cat! }],
      });
    }
    const bob = await ok<PlayerProfile>(`/api/users/${ids.Bob}/profile`);
    expect(bob).toMatchObject({ rank: 2, ranked_players: 4, user: { rating: 1510 } });
    expect((await ok<PlayerProfile>(`/api/users/${ids.Cat}/profile`)).rank).toBe(4);
    // Bob's 4 rated games of the last 30 days are now 11: he enters the 30-day ladder.
    expect(await recent()).toEqual([
      [1, 'Bob'],
      [2, 'Dan'],
      [3, 'Cat'],
    ]);
  });
});
