import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsSeries, UserStandings } from '../../shared/protocol/staff';
import { users } from '../../server/db/schema';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { signInAdmin } from '../support/staff';

// The staff user page's standings and the stats' sign-ups, against data with known answers:
// ratings set by hand (one tie), three finished games and one still running, and a computer
// account that must count for nothing.

let server: TestServer;
let admin: HttpClient;
let ann: TestPlayer;
let bob: TestPlayer;
let cat: TestPlayer;

const setRating = (userId: number, rating: number) =>
  server.app.context.db.update(users).set({ rating }).where(eq(users.id, userId));

type StandingsReply = { standings: UserStandings; html: string };

async function standingsReply(player: TestPlayer, method: 'GET' | 'POST' = 'GET') {
  const path = `/modpanel/user/${player.userId}/ajax/standings`;
  const response = method === 'GET' ? await admin.get(path) : await admin.post(path, {});
  expect(response.status).toBe(200);
  return (await response.json()) as StandingsReply;
}

const standingsOf = async (player: TestPlayer) => (await standingsReply(player)).standings;

/** A started two-player game of `host` and `guest`; `loser` resigns it when given. */
async function twoPlayerGame(host: TestPlayer, guest: TestPlayer, loser?: TestPlayer) {
  const gameId = await createGame(host, { num_players: 2 });
  expect((await playHttp(guest, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
  if (loser) expect((await playHttp(loser, gameId, 'resign')).body.success).toBe(true);
  return gameId;
}

async function signupsThisHour(): Promise<number> {
  const response = await admin.get('/modpanel/stats/api?range=hour');
  return ((await response.json()) as StatsSeries).signups.reduce((a, b) => a + b, 0);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server.baseUrl);
  [ann, bob, cat] = [
    await registerPlayer(server.baseUrl, 'Ann'),
    await registerPlayer(server.baseUrl, 'Bob'),
    await registerPlayer(server.baseUrl, 'Cat'),
  ];
  // Finished: Ann beats Bob, Ann beats Cat, Cat beats Bob (the loser resigns each).
  await twoPlayerGame(ann, bob, bob);
  await twoPlayerGame(ann, cat, cat);
  await twoPlayerGame(bob, cat, bob);
  // Running, so not counted: Bob and Cat again.
  await twoPlayerGame(cat, bob);
  // The ratings after the games, set so that every rank is known: Bob ties with the admin, who
  // keeps 1500.
  await setRating(ann.userId, 1600);
  await setRating(bob.userId, 1500);
  await setRating(cat.userId, 1400);
});
afterAll(() => server?.stop());

describe('the staff standings', () => {
  it('rank each person among people, and count the finished games and wins of that person', async () => {
    // A computer account rated above everyone: never ranked, never counted.
    await server.app.context.db.insert(users).values({
      username: 'Computer 9.1',
      email: '',
      passwordHash: '',
      roles: [],
      tokens: 0,
      rating: 2000,
      isComputer: true,
    });
    expect(await standingsOf(ann)).toEqual({
      rating: 1600,
      tokens: expect.any(Number),
      rank: 1,
      players: 4,
      played: 2,
      won: 2,
    });
    // A tie shares the rank: Bob and the admin are both second, so Cat is fourth.
    expect(await standingsOf(bob)).toMatchObject({ rank: 2, players: 4, played: 2, won: 0 });
    expect(await standingsOf(cat)).toMatchObject({ rank: 4, players: 4, played: 2, won: 1 });
  });

  it('answer the spec’s POST like the GET, and put the same figures in the html', async () => {
    const { standings, html } = await standingsReply(cat, 'POST');
    expect(standings).toMatchObject({ rank: 4, players: 4, played: 2, won: 1 });
    expect(html).toContain('<dd>4 of 4</dd>');
    expect(html).toContain('<dd>2 (1 won)</dd>');
    expect((await standingsReply(bob)).html).toContain('<dd>2 of 4</dd>');
  });

  it('count people, not computer accounts, among the sign-ups', async () => {
    // Sign-ups are stamped by the database's clock: bring the server's test clock up to it.
    server.clock.now = new Date();
    const before = await signupsThisHour();
    await server.app.context.db.insert(users).values({
      username: 'Computer 9.2',
      email: '',
      passwordHash: '',
      roles: [],
      tokens: 0,
      isComputer: true,
    });
    expect(await signupsThisHour()).toBe(before);
    await registerPlayer(server.baseUrl, 'Dee');
    expect(await signupsThisHour()).toBe(before + 1);
  });
});
