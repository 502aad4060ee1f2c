import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsSeries, UserStandings } from '../../shared/protocol/staff';
import { users } from '../../server/db/schema';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';
import { signInAdmin } from '../support/staff';

// The staff user page's standings and the stats' sign-ups, against data with known answers:
// ratings set by hand, one finished game, and a computer account that must count for nothing.

let server: TestServer;
let admin: HttpClient;
let ann: TestPlayer;
let bob: TestPlayer;
let cat: TestPlayer;

const setRating = (userId: number, rating: number) =>
  server.app.context.db.update(users).set({ rating }).where(eq(users.id, userId));

async function standingsOf(player: TestPlayer): Promise<UserStandings> {
  const response = await admin.get(`/modpanel/user/${player.userId}/ajax/standings`);
  return ((await response.json()) as { standings: UserStandings }).standings;
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
  // Ann beats Bob: Bob resigns a started two-player game.
  const gameId = await createGame(ann, { num_players: 2 });
  expect((await playHttp(bob, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
  expect((await playHttp(bob, gameId, 'resign')).body.success).toBe(true);
  // The ratings after the game, set so that every rank is known (admin keeps 1500).
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
    expect(await standingsOf(ann)).toMatchObject({ rank: 1, players: 4, played: 1, won: 1 });
    expect(await standingsOf(bob)).toMatchObject({ rank: 2, players: 4, played: 1, won: 0 });
    expect(await standingsOf(cat)).toMatchObject({ rank: 4, players: 4, played: 0, won: 0 });
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
