import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../server/db/games';
import { gameForm, registerPlayer, resignWhenAllowed } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

// A file of its own: Colyseus keeps one matchmaker per process, so this test's servers must not
// run beside another file's server, whose rooms would answer for games of the same ids.
describe('a restart in the middle of a computer game', () => {
  it('carries on from the database with nobody connected', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'conquest-computers-'));
    const location = path.join(dataDir, 'db');
    let first: TestServer | undefined = await startTestServer(
      { COMPUTER_DELAY_MS: '200-200' },
      { databaseLocation: location },
    );
    let second: TestServer | undefined;
    try {
      const hana = await registerPlayer(first.baseUrl, 'Hana');
      const body = await hana.http.json<{ game_id: number }>(
        hana.http.post(
          '/game/create',
          gameForm({ num_players: 3, turn_time: 120, computer_players: 'normal,hard' }),
        ),
      );
      const gameId = body.game_id;
      const storedIn = async (at: TestServer) => (await loadGame(at.app.context.db, gameId))!.state;
      await expect.poll(async () => (await storedIn(first!)).status, { timeout: 10_000 }).toBe(2);
      await resignWhenAllowed(hana, gameId);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = await storedIn(first);
      await first.stop();
      first = undefined;
      second = await startTestServer({ COMPUTER_DELAY_MS: '0-0' }, { databaseLocation: location });
      const at = second;
      await expect
        .poll(
          async () => {
            await at.app.sweepTimers();
            return (await storedIn(at)).status;
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(3);
      expect((await storedIn(at)).version).toBeGreaterThan(before.version);
    } finally {
      await first?.stop();
      await second?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
