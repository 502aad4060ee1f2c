import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapDetail } from '../../shared/protocol/maps';
import { browserSuite, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { NO_WEBGL_TEXT } from '../../client/map/webgl';
import { fittedView, logInThroughPage, shownZoom, stateOf } from '../support/playUi';

const SHOTS = 'test-results/play-maps';
const SIZES = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const;
/** The smallest map, the classic world and the largest: 12, 42 and 400 territories. */
const MAPS = [
  ['lonely-isle', 10],
  ['classic', 1],
  ['thousand-shores', 17],
] as const;

interface Table {
  name: string;
  fog: boolean;
  map: MapDetail;
  gameId: number;
}

/**
 * Each map size the site offers, with fog off and on, at desktop and phone sizes: the play screen
 * opens it fitted, draws it without an error, and the viewer's game hides what fog hides. The
 * screenshots (test-results/play-maps) are for a person to look at.
 */
describe.skipIf(!hasChromium)('the play screen on every size of map, fog off and on', () => {
  const suite = browserSuite();
  let alice: TestPlayer;
  let bob: TestPlayer;
  const tables: Table[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    alice = await registerPlayer(suite.server.baseUrl, 'Alice');
    bob = await registerPlayer(suite.server.baseUrl, 'Bob');
    for (const [name, mapId] of MAPS) {
      const map = (await (await alice.http.get(`/api/maps/${mapId}`)).json()) as MapDetail;
      for (const fog of [false, true]) {
        const gameId = await createGame(alice, { map_id: mapId, color: 2, fog_of_war: +fog });
        expect((await playHttp(bob, gameId, 'join-game', { color: 3 })).body.success).toBe(true);
        tables.push({ name, fog, map, gameId });
      }
    }
  });

  it('hides under fog exactly what the viewer neither holds nor borders', async () => {
    for (const table of tables) {
      const s = await stateOf(alice, table.gameId);
      const me = s.me!.player_id;
      const held = new Set(
        s.game_state.territories.filter((t) => t.player_id === me).map((t) => t.id),
      );
      const seen = (id: number) =>
        held.has(id) || table.map.territories[id - 1]!.adjacencies.some((a) => held.has(a));
      const hidden = s.game_state.territories.filter((t) => t.troops === null);
      const unseen = table.fog ? table.map.territories.filter((t) => !seen(t.id)) : [];
      expect(held.size, table.name).toBeGreaterThan(0);
      expect(
        hidden.map((t) => t.id),
        table.name,
      ).toEqual(unseen.map((t) => t.id));
    }
  });

  /** A page signed in as `player` (Alice unless named) at `size`, recording errors. */
  async function alicePage(
    size: string,
    viewport: { width: number; height: number },
    player = alice,
  ) {
    const phone = size === 'phone';
    const context = await suite.newContext({
      viewport,
      ...(phone ? { hasTouch: true, isMobile: true } : {}),
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await logInThroughPage(page, suite.server.baseUrl, player.username);
    return { page, errors, context };
  }

  it('without WebGL, says why and lets the player play from the list of territories', async () => {
    const table = tables.find((t) => t.name === 'lonely-isle' && !t.fog)!;
    const s = await stateOf(alice, table.gameId);
    const onTurn = s.turn?.user_id === alice.userId ? alice : bob;
    if (s.turn?.step === 0)
      await playHttp(onTurn, table.gameId, 'begin-turn', { last_update: s.version });
    const { page, errors, context } = await alicePage('desktop', SIZES[0][1], onTurn);
    // As a browser with WebGL turned off answers: no context of either kind.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        return kind.startsWith('webgl')
          ? null
          : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await page.goto(`${suite.server.baseUrl}/game/${table.gameId}`);
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Live');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(NO_WEBGL_TEXT);
    const picks = page.getByRole('navigation', { name: 'Territories you can pick' });
    await picks.waitFor();
    await picks.getByRole('button').first().click();
    await page.getByTestId('troops-dialog').waitFor();
    await page.screenshot({ path: `${SHOTS}/desktop-no-webgl.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of SIZES) {
    it(`opens each map fitted and logs no error (${size})`, async () => {
      const { page, errors, context } = await alicePage(size, viewport);
      for (const { name, fog, map, gameId } of tables) {
        await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
        await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Live');
        const { box, camera: fitted } = await fittedView(page, map);
        await expect.poll(() => shownZoom(page)).toBeCloseTo(fitted.zoom, 3);
        // The map fills the canvas's width or height, whichever binds, less the padding.
        const drawn = { width: map.width * fitted.zoom, height: map.height * fitted.zoom };
        expect(Math.max(drawn.width / box.width, drawn.height / box.height), name).toBeGreaterThan(
          0.8,
        );
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${size}-${name}-fog-${fog ? 'on' : 'off'}.png` });
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows an overview of the largest map while zoomed in, and moves the view from it (${size})`, async () => {
      const { page, errors, context } = await alicePage(size, viewport);
      const largest = tables.find((t) => t.name === 'thousand-shores' && !t.fog)!;
      // The turn begun, so no Begin turn dialog covers the map whoever is on turn.
      const s = await stateOf(alice, largest.gameId);
      if (s.turn?.user_id === alice.userId && s.turn.step === 0)
        await playHttp(alice, largest.gameId, 'begin-turn', { last_update: s.version });
      await page.goto(`${suite.server.baseUrl}/game/${largest.gameId}`);
      await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Live');
      const minimap = page.getByTestId('minimap');
      await expect.poll(() => minimap.count()).toBe(0);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await minimap.waitFor();
      const frame = page.getByTestId('minimap-frame');
      const box = (await minimap.boundingBox())!;
      const before = (await frame.boundingBox())!;
      // Zoomed in 2.25 times around the middle: the frame is what the canvas shows of the map.
      const { map } = largest;
      const fitted = await fittedView(page, map);
      const zoom = 2.25 * fitted.camera.zoom;
      const view = fitted.box;
      expect(before.width / box.width).toBeCloseTo(view.width / zoom / map.width, 1);
      expect(before.x + before.width / 2).toBeCloseTo(box.x + box.width / 2, -1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/${size}-minimap.png` });
      // A press near its top left corner takes the view there, as far as the map's edge allows.
      await minimap.click({ position: { x: 4, y: 4 } });
      await expect.poll(async () => (await frame.boundingBox())!.x).toBeCloseTo(box.x + 1, -1);
      // Up too, unless the whole height is already on screen (a phone's tall map box).
      expect((await frame.boundingBox())!.y).toBeLessThanOrEqual(before.y);
      await page.getByRole('button', { name: 'Fit the whole map' }).click();
      await expect.poll(() => minimap.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
