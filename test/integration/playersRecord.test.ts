import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults, users } from '../../server/db/schema';
import { playerProfile } from '../../server/players/profile';
import {
  finishedGames,
  gameOutcomes,
  playerMaps,
  playerStats,
} from '../../server/db/playersTables';
import { ALL_GAME_TYPES } from '../../shared/protocol/players';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

// The end of a game on the server writes its summaries in the transaction that ends it: Bob
// resigns a started two-player game against Ann.

let server: TestServer;
let ann: TestPlayer;
let bob: TestPlayer;
let gameId: number;

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerPlayer(server.baseUrl, 'Ann');
  bob = await registerPlayer(server.baseUrl, 'Bob');
  gameId = await createGame(ann, { num_players: 2 });
  expect((await playHttp(bob, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
  expect((await playHttp(bob, gameId, 'resign')).body.success).toBe(true);
});
afterAll(() => server?.stop());

describe('the end of a game', () => {
  it('keeps the finished game for the archive', async () => {
    const { db } = server.app.context;
    const [game] = await db.select().from(finishedGames).where(eq(finishedGames.gameId, gameId));
    expect(game).toMatchObject({ gameId, mapId: 1, gameType: 0, rated: true });
  });

  it('keeps how it went for each player, with the rating after it', async () => {
    const { db } = server.app.context;
    const outcomes = await db.select().from(gameOutcomes).where(eq(gameOutcomes.gameId, gameId));
    const results = await db.select().from(gameResults).where(eq(gameResults.gameId, gameId));
    const changeOf = (userId: number) => results.find((r) => r.userId === userId)!.ratingChange;
    const ratingOf = async (userId: number) =>
      (await db.select({ rating: users.rating }).from(users).where(eq(users.id, userId)))[0]!
        .rating;
    expect(changeOf(ann.userId)).toBeGreaterThan(0);
    expect(outcomes.sort((a, b) => a.place - b.place)).toMatchObject([
      {
        userId: ann.userId,
        place: 0,
        won: true,
        resigned: false,
        rated: true,
        computer: false,
        ratingChange: changeOf(ann.userId),
        ratingAfter: await ratingOf(ann.userId),
      },
      {
        userId: bob.userId,
        place: 1,
        won: false,
        resigned: true,
        ratingChange: changeOf(bob.userId),
        ratingAfter: await ratingOf(bob.userId),
      },
    ]);
  });

  it('adds the game to each player totals, per game type, over all types and per map', async () => {
    const { db } = server.app.context;
    const stats = await db.select().from(playerStats).where(eq(playerStats.userId, bob.userId));
    expect(
      stats.map((row) => [row.gameType, row.played, row.won, row.resigned, row.ratedPlayed]),
    ).toEqual(
      expect.arrayContaining([
        [ALL_GAME_TYPES, 1, 0, 1, 1],
        [0, 1, 0, 1, 1],
      ]),
    );
    const maps = await db.select().from(playerMaps).where(eq(playerMaps.userId, ann.userId));
    expect(maps).toEqual([{ userId: ann.userId, mapId: 1, played: 1, won: 1 }]);
    const profile = (await playerProfile(db, ann.userId))!;
    expect(profile.totals).toMatchObject({ played: 1, won: 1, win_rate: 1 });
    expect(profile.recent_games.map((game) => game.game_id)).toEqual([gameId]);
  });
});
