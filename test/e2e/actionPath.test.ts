import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_ACTION_PAYLOADS } from '../../shared/protocol/playCalls';
import type { MapDetail } from '../../shared/protocol/maps';
import type { UpdateStateBody } from '../../shared/protocol/updateState';
import { buildClient, cspWatch, hasChromium, launchChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import {
  dismissNotifications,
  logInThroughPage,
  nextState,
  stateOf,
  tapTerritory,
} from '../support/playUi';
import { startTestServer, type TestServer } from '../support/server';

/** Lonely Isle: the smallest map (12 territories). */
const MAP_ID = 10;
const ROUNDS = 2;

/** The play calls a page sent over HTTP, by action name, in order. */
function recordPlayCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const action = /\/game\/\d+\/play\/([a-z-]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (action) calls.push(action);
  });
  return calls;
}

const engineCalls = (calls: readonly string[]) =>
  calls.filter((name) => Object.hasOwn(ENGINE_ACTION_PAYLOADS, name));

/**
 * The path of an action as players take it: three players on the real play screen, one with a
 * WebSocket (its actions go through the room), one whose WebSocket never opens (its actions go
 * over HTTP while it polls), one on a phone whose WebSocket drops in the middle of a turn.
 */
describe.skipIf(!hasChromium)('the path of an action in real browsers', () => {
  let server: TestServer;
  let browser: Browser;
  let map: MapDetail;
  const players: TestPlayer[] = [];
  const contexts: BrowserContext[] = [];
  const csp = cspWatch();

  beforeAll(async () => {
    const clientDir = await buildClient();
    server = await startTestServer({}, { clientDir });
    browser = await launchChromium();
    for (const name of ['Ann', 'Ben', 'Cid'])
      players.push(await registerPlayer(server.baseUrl, name));
    map = (await (await players[0]!.http.get(`/api/maps/${MAP_ID}`)).json()) as MapDetail;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    csp.assertNoneBlocked();
  });

  async function openPage(username: string, options: Parameters<Browser['newContext']>[0]) {
    const context = csp.watch(await browser.newContext(options));
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await logInThroughPage(page, server.baseUrl, username);
    return page;
  }

  /** One turn on `page`: begin, place every reinforcement on the weakest own territory, end. */
  async function playTurn(page: Page, player: TestPlayer, gameId: number, touch: boolean) {
    let s = await stateOf(player, gameId);
    // The turn's box offers it (the turn bar does too, under the box).
    const begin = page.getByRole('dialog').getByRole('button', { name: 'Begin turn' });
    await expect.poll(() => begin.count()).toBe(1);
    await (touch ? begin.tap() : begin.click());
    await dismissNotifications(page);
    s = await nextState(player, gameId, s.version);
    if (s.turn?.step === 1) {
      await page.getByTestId('cards-dialog').getByRole('button', { name: 'Skip turn-in' }).click();
      s = await nextState(player, gameId, s.version);
    }
    s = await place(page, player, gameId, s, touch);
    return s;
  }

  async function place(
    page: Page,
    player: TestPlayer,
    gameId: number,
    start: UpdateStateBody,
    touch: boolean,
  ): Promise<UpdateStateBody> {
    const me = start.me!.player_id;
    const own = map.territories.filter(
      (t) => start.game_state.territories[t.id - 1]?.player_id === me,
    );
    await tapTerritory(page, map, own[0]!.id, touch);
    const place = page.getByTestId('troops-dialog').getByRole('button', { name: /^Place/ });
    await (touch ? place.tap() : place.click());
    return nextState(player, gameId, start.version);
  }

  async function finishTurn(page: Page, player: TestPlayer, gameId: number, version: number) {
    await page.getByRole('button', { name: 'Go to attack' }).click();
    const s = await nextState(player, gameId, version);
    await page.getByRole('button', { name: 'End turn' }).click();
    return nextState(player, gameId, s.version);
  }

  it('sends actions through the room while it is open, over HTTP while it is not, and survives a drop mid-turn', async () => {
    const [ann, ben, cid] = players as [TestPlayer, TestPlayer, TestPlayer];
    const gameId = await createGame(ann, { num_players: 3, map_id: MAP_ID, fortification: 1 });
    await playHttp(ben, gameId, 'join-game', { color: 2 });

    const annPage = await openPage('Ann', { viewport: { width: 1366, height: 768 } });
    const benPage = await openPage('Ben', { viewport: { width: 1366, height: 768 } });
    await benPage.context().routeWebSocket(/.*/, (ws) => ws.close());
    const cidPage = await openPage('Cid', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    let cidSockets = 0;
    cidPage.on('websocket', () => cidSockets++);

    const calls = {
      Ann: recordPlayCalls(annPage),
      Ben: recordPlayCalls(benPage),
      Cid: recordPlayCalls(cidPage),
    };
    const url = `${server.baseUrl}/game/${gameId}`;
    for (const page of [annPage, benPage, cidPage]) await page.goto(url);
    await expect.poll(() => annPage.getByTestId('connection').textContent()).toBe('Live');
    await expect.poll(() => benPage.getByTestId('connection').textContent()).toContain('Polling');
    await cidPage.getByRole('tab', { name: 'Join game' }).tap();
    await cidPage.getByLabel('Colour').selectOption({ label: 'red' });
    await cidPage.getByRole('button', { name: 'Join game' }).tap();
    await expect.poll(async () => (await stateOf(ann, gameId)).status).toBe(2);
    await expect.poll(() => cidPage.getByTestId('connection').textContent()).toBe('Live');

    const seats = new Map([
      [ann.userId, { page: annPage, player: ann, touch: false }],
      [ben.userId, { page: benPage, player: ben, touch: false }],
      [cid.userId, { page: cidPage, player: cid, touch: true }],
    ]);
    let dropped = false;
    for (let turn = 0; turn < ROUNDS * 3; turn++) {
      const s = await stateOf(ann, gameId);
      const seat = seats.get(s.turns[0]!.user_id)!;
      const placed = await playTurn(seat.page, seat.player, gameId, seat.touch);
      if (seat.player === cid && !dropped) {
        // The phone goes offline between placing and attacking (a tunnel, a network switch):
        // the page drops its socket, and the room takes it back when the network returns.
        dropped = true;
        const before = cidSockets;
        await cidPage.context().setOffline(true);
        // Headless Chromium does not always fire the event a phone's browser fires.
        await cidPage.evaluate(() => window.dispatchEvent(new Event('offline')));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await cidPage.context().setOffline(false);
        await expect.poll(() => cidSockets, { timeout: 30_000 }).toBeGreaterThan(before);
        await expect
          .poll(() => cidPage.getByTestId('connection').textContent(), { timeout: 30_000 })
          .toBe('Live');
      }
      await finishTurn(seat.page, seat.player, gameId, placed.version);
    }
    expect(dropped).toBe(true);

    // Ann and Cid acted only through the room, and did not poll; Ben acted only over HTTP.
    expect(engineCalls(calls.Ann)).toEqual([]);
    expect(engineCalls(calls.Cid)).toEqual([]);
    expect(calls.Ann.filter((name) => name === 'update-state').length).toBeLessThanOrEqual(2);
    expect(new Set(engineCalls(calls.Ben))).toEqual(
      new Set(['begin-turn', 'place-troops', 'advance-phase', 'end-turn']),
    );
    expect(calls.Ben.filter((name) => name === 'update-state').length).toBeGreaterThan(2);
    const end = await stateOf(ann, gameId);
    expect(end.game_state.round).toBeGreaterThan(ROUNDS);
  }, 600_000);
});
