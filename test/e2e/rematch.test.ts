import { describe, expect, it } from 'vitest';
import { GAME_STATUSES } from '../../shared/engine';
import { loadGame } from '../../server/db/games';
import { browserSuite, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer } from '../support/gameClients';
import { mapCanvas } from '../support/playUi';

/**
 * The game-over modal's Rematch in a real browser: the winner presses it, lands on the new game
 * (same map and options) and the loser is invited.
 */
describe.skipIf(!hasChromium)('rematch from the game-over modal', () => {
  const suite = browserSuite();

  it('opens a new game on the same map with the same options and invites the other player', async () => {
    const baseUrl = suite.server.baseUrl;
    const ann = await registerPlayer(baseUrl, 'WinnerAnn');
    const ben = await registerPlayer(baseUrl, 'LoserBen');
    const finished = await createGame(ann, { map_id: 1, cards: 1, color: 2 });
    expect((await playHttp(ben, finished, 'join-game', { color: 3 })).body.success).toBe(true);
    expect((await playHttp(ben, finished, 'resign')).body.success).toBe(true);
    const db = suite.server.app.context.db;
    expect((await loadGame(db, finished))!.state.status).toBe(GAME_STATUSES.ended);

    const context = await suite.newContext({ viewport: { width: 1366, height: 768 } });
    const sid = /sid=([^;]+)/.exec(ann.http.cookieHeader)?.[1] ?? '';
    await context.addCookies([{ name: 'sid', value: sid, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/game/${finished}`);
    const modal = page.getByRole('dialog', { name: 'Game over' });
    await expect.poll(() => modal.getByTestId('winner').textContent()).toBe('You win!');
    await modal.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForURL(
      (url) => /^\/game\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${finished}`),
    );
    const rematchId = Number(new URL(page.url()).pathname.split('/').pop());
    await mapCanvas(page).waitFor();

    const rematch = (await loadGame(db, rematchId))!;
    const old = (await loadGame(db, finished))!;
    expect(rematch.mapId).toBe(old.mapId);
    expect(rematch.state.options).toEqual(old.state.options);
    expect(rematch.state.players.map((p) => [p.user_id, p.color])).toEqual([[ann.userId, 2]]);
    const navbar = (await (await ben.http.post('/navbar', {})).json()) as {
      notifications: { kind: string; game_id: number | null }[];
    };
    expect(navbar.notifications).toContainEqual(
      expect.objectContaining({ kind: 'invited', game_id: rematchId }),
    );
    await context.close();
  });
});
