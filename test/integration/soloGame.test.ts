import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEvents, loadGame } from '../../server/db/games';
import type { GameState } from '../../shared/engine';
import { HttpClient } from '../support/httpClient';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';
import { playShortTurn } from '../support/shortTurn';

// A person alone against computers pauses the game and asks the coach; with another person in the
// game both are refused. A file of its own: it restarts its server (one Colyseus matchmaker per
// process), to see the pause outlive the restart.

const NOT_ALONE = 'Only a game against computer players alone can be paused or coached.';
const stored = async (at: TestServer, gameId: number) =>
  (await loadGame(at.app.context.db, gameId))!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function soloGame(at: TestServer, ida: TestPlayer): Promise<number> {
  const response = await ida.http.post('/game/play-computer', { computers: 2 });
  const gameId = ((await response.json()) as { game_id: number }).game_id;
  await expect.poll(async () => (await stored(at, gameId)).state.status).toBe(2);
  return gameId;
}

/** The game's version after `ms` more: unchanged when nothing, computers included, moved. */
async function versionAfter(at: TestServer, gameId: number, ms: number): Promise<number> {
  await pause(ms);
  await at.app.sweepTimers();
  return (await stored(at, gameId)).version;
}

describe('a game against computers, alone', () => {
  it('pauses (durably), resumes, and coaches; with another person both are refused', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'conquest-solo-'));
    const location = path.join(dataDir, 'db');
    const env = { COMPUTER_DELAY_MS: '5-20' };
    let first: TestServer | undefined = await startTestServer(env, { databaseLocation: location });
    let second: TestServer | undefined;
    try {
      const ida = await registerPlayer(first.baseUrl, 'Ida');
      const bob = await registerPlayer(first.baseUrl, 'Bob');

      // Two people: neither the pause nor the coach is offered.
      const shared = await createGame(ida, { num_players: 2 });
      expect((await playHttp(bob, shared, 'join-game', { color: 2 })).body.success).toBe(true);
      for (const call of ['pause-game', 'coach'])
        expect(await playHttp(ida, shared, call)).toEqual({
          status: 403,
          body: { success: false, error: NOT_ALONE, code: 'notAlone' },
        });

      const gameId = await soloGame(first, ida);
      const paused = await playHttp(ida, gameId, 'pause-game');
      expect(paused.body.success).toBe(true);
      const atPause = await stored(first, gameId);
      expect(atPause.state.paused_at).toBeGreaterThan(0);
      // The computers stand still, and nothing but resuming (or resigning) is accepted.
      expect(await versionAfter(first, gameId, 400)).toBe(atPause.version);
      expect((await playHttp(ida, gameId, 'add-time')).body.code).toBe('paused');

      // The coach: recorded in the game, shown in its replay; its advice is for the seat alone.
      const coached = await playHttp(ida, gameId, 'coach');
      expect(coached.status).toBe(200);
      // Its first use is a new version of the game, the one the advice is given at.
      expect(coached.body.version).toBe(atPause.version + 1);
      const seat = atPause.state.players.findIndex((p) => p.user_id === ida.userId) + 1;
      const advice = coached.body.advice as { action: { player_id: number }; text: string } | null;
      if (advice) expect(advice.action.player_id).toBe(seat);
      const replay = await ida.http.json<{ players: { player_id: number; coached: boolean }[] }>(
        ida.http.get(`/api/games/${gameId}/replay`),
      );
      expect(replay.players.map((p) => p.coached)).toEqual(
        replay.players.map((p) => p.player_id === seat),
      );

      // A restart keeps the game paused: the computers do not start again by themselves.
      const beforeRestart = (await stored(first, gameId)).version;
      await first.stop();
      first = undefined;
      second = await startTestServer(env, { databaseLocation: location });
      expect(await versionAfter(second, gameId, 400)).toBe(beforeRestart);
      const again = new HttpClient(second.baseUrl);
      await again.login('Ida', 'secret-password');
      const idaAgain = { ...ida, http: again };
      const resumed = await playHttp(idaAgain, gameId, 'resume-game');
      expect(resumed.body.success).toBe(true);
      const after = await stored(second, gameId);
      const turn = atPause.state.turns[0]!;
      // The turn keeps the time it had left when paused (it stood still for the pause).
      expect(after.state.turns[0]!.expires_at - turn.expires_at).toBeGreaterThanOrEqual(
        after.state.turns[0]!.turn_id === turn.turn_id ? 400 : 0,
      );
      expect(after.state.paused_at).toBe(0);
      // ... and the computers play on once it is resumed.
      const onComputerTurn = (s: GameState) => s.turns.some((t) => t.player_id !== seat);
      if (!onComputerTurn(after.state)) await playShortTurn(second, gameId, idaAgain);
      const at = second;
      const computerMoves = async () =>
        (await loadEvents(at.app.context.db, gameId)).filter(
          (event) => event.player_id > 0 && event.player_id !== seat,
        ).length;
      const movesBefore = await computerMoves();
      await expect
        .poll(
          async () => {
            await at.app.sweepTimers();
            return computerMoves();
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(movesBefore);
    } finally {
      await first?.stop();
      await second?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
