import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderPage } from '../../server/players/ladders';
import { playerProfile } from '../../server/players/profile';
import { ladderQuery } from '../../shared/protocol/players';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { playFinished } from '../support/playersWorld';
import { startTestServer, type TestServer } from '../support/server';

// What the players' home keeps (the ladders' rankings, the ratings behind a profile's rank) is
// kept up to date by the server as its games end: Ann and Bob have played 9 rated games each,
// one short of every ladder, and their tenth ends on the server while those are kept.

let server: TestServer;
let ann: TestPlayer;
let bob: TestPlayer;

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerPlayer(server.baseUrl, 'Ann');
  bob = await registerPlayer(server.baseUrl, 'Bob');
  const { db } = server.app.context;
  for (let i = 0; i < 9; i++) {
    const seats = [{ userId: ann.userId }, { userId: bob.userId }];
    await playFinished(db, new Date(), {
      mapId: 1,
      gameType: 0,
      rated: true,
      daysAgo: 9 - i,
      seats,
    });
  }
});
afterAll(() => server?.stop());

describe('a rated game that ends on the server', () => {
  it('shows in the ladders and the ranks at once, though they were kept before it ended', async () => {
    const { db } = server.app.context;
    const recent = () => ladderPage(db, ladderQuery.parse({ period: '30d' }), new Date());
    expect((await recent()).rows).toEqual([]);
    expect((await playerProfile(db, ann.userId))!).toMatchObject({ rank: null, ranked_players: 0 });

    const gameId = await createGame(ann, { num_players: 2 });
    expect((await playHttp(bob, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    expect((await playHttp(bob, gameId, 'resign')).body.success).toBe(true);

    expect((await recent()).rows.map((row) => [row.rank, row.username, row.rated_games])).toEqual([
      [1, 'Ann', 10],
      [2, 'Bob', 10],
    ]);
    expect((await playerProfile(db, bob.userId))!).toMatchObject({ rank: 2, ranked_players: 2 });
  });
});
