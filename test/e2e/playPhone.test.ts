import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapDetail } from '../../shared/protocol/maps';
import type { ScreenDisc } from '../../client/routes/play/canvas/screenDiscs';
import { browserSuite, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import {
  choiceOf,
  clickableAtCentre,
  fittedView,
  logInThroughPage,
  mapCanvas,
  screenDiscs,
  shownZoom,
  stateOf,
  tapTerritory,
} from '../support/playUi';

const SHOTS = 'test-results/screens';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
/** The classic world (42 territories) and the largest map (400). */
const CLASSIC = 1;
const LARGEST = 17;

/** The pairs of discs (by name) whose boxes overlap on the page. */
function overlapping(discs: ScreenDisc[]): string[] {
  const found: string[] = [];
  discs.forEach((a, i) => {
    for (const b of discs.slice(i + 1)) {
      const reach = a.radius + b.radius - 1e-6;
      if (Math.abs(a.x - b.x) < reach && Math.abs(a.y - b.y) < reach)
        found.push(`${a.name} / ${b.name}`);
    }
  });
  return found;
}

/**
 * The play screen on a phone (390x844, touch) and a desktop: every territory of the classic world
 * and of the 400-territory map chosen by a tap at the fitted zoom (and, where a finger covers
 * several discs, its name from the list the tap offers); no two discs overlapping at any zoom
 * step; the map's box unmoved through a whole turn and every dialog; each dialog's buttons
 * reachable, and each dialog closed by Escape and by a button; the result kept after the
 * game-over box.
 */
describe.skipIf(!hasChromium)('the play screen made for a phone', () => {
  const suite = browserSuite();
  let alice: TestPlayer;
  let bob: TestPlayer;
  const maps = new Map<number, MapDetail>();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    alice = await registerPlayer(suite.server.baseUrl, 'Alice');
    bob = await registerPlayer(suite.server.baseUrl, 'Bob');
    for (const id of [CLASSIC, LARGEST]) {
      maps.set(id, (await (await alice.http.get(`/api/maps/${id}`)).json()) as MapDetail);
    }
  });

  /** A two-player game on `mapId` with a day per turn; returns it and who is on turn. */
  async function twoPlayerGame(mapId: number) {
    const gameId = await createGame(alice, { map_id: mapId, color: 2, turn_time: 86_400 });
    expect((await playHttp(bob, gameId, 'join-game', { color: 3 })).body.success).toBe(true);
    const s = await stateOf(alice, gameId);
    const [onTurn, waiting] = s.turn!.user_id === alice.userId ? [alice, bob] : [bob, alice];
    return { gameId, onTurn, waiting };
  }

  async function openAs(player: TestPlayer, gameId: number, size: typeof PHONE) {
    const phone = size.width < 500;
    const context = await suite.newContext({
      viewport: size,
      ...(phone ? { hasTouch: true, isMobile: true } : {}),
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInThroughPage(page, suite.server.baseUrl, player.username);
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    await expect.poll(() => page.getByTestId('connection').textContent()).not.toBe('Connecting…');
    await page.getByTestId('play-canvas').locator('canvas').first().waitFor();
    return { page, errors, context };
  }

  /** Waits for the fitted view the screen opens with. */
  async function fitted(page: Page, map: MapDetail) {
    const { camera } = await fittedView(page, map);
    await expect.poll(() => shownZoom(page)).toBeCloseTo(camera.zoom, 2);
  }

  it.each([
    ['the classic world', CLASSIC],
    ['the 400-territory map', LARGEST],
  ])(
    'chooses every territory of %s with a tap at the fitted zoom on a phone',
    async (_, mapId) => {
      const map = maps.get(mapId)!;
      const { gameId, waiting } = await twoPlayerGame(mapId);
      // The player not on turn: a tap changes nothing in the game, the map says what it chose.
      const { page, errors, context } = await openAs(waiting, gameId, PHONE);
      await fitted(page, map);
      const box = (await mapCanvas(page).boundingBox())!;
      const discs = await screenDiscs(page);
      expect(discs).toHaveLength(map.territories.length);
      expect(overlapping(discs)).toEqual([]);
      const canvas = page.getByTestId('play-canvas');
      let choices = 0;
      for (const disc of discs) {
        expect(disc.x - disc.radius, disc.name).toBeGreaterThanOrEqual(box.x);
        expect(disc.x + disc.radius, disc.name).toBeLessThanOrEqual(box.x + box.width);
        expect(disc.y - disc.radius, disc.name).toBeGreaterThanOrEqual(box.y);
        expect(disc.y + disc.radius, disc.name).toBeLessThanOrEqual(box.y + box.height);
        await page.touchscreen.tap(disc.x, disc.y);
        const choice = page.getByTestId('tap-choice');
        if (await choice.isVisible()) {
          choices++;
          await choiceOf(page, disc.name).click();
        }
        await expect
          .poll(() => canvas.getAttribute('data-picked'), { timeout: 2000 })
          .toBe(String(disc.id));
        // The next tap starts from another value, so a tap that chose nothing cannot pass.
        await canvas.evaluate((element) => element.setAttribute('data-picked', ''));
      }
      // No map needs choosing for a tap on a disc: each disc is a tap of its own (the list is for
      // a tap about as near to two discs, see the test below).
      expect(choices).toBe(0);
      console.info(`${map.name}: ${choices} of ${discs.length} taps offered a choice`);
      expect(await shownZoom(page)).toBeCloseTo((await fittedView(page, map)).camera.zoom, 2);

      // Zoomed in step by step, the discs never overlap.
      for (let step = 0; step < 6; step++) {
        await page.getByRole('button', { name: 'Zoom in' }).click();
        const zoom = await shownZoom(page);
        expect(overlapping(await screenDiscs(page)), `at ${zoom}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    600_000,
  );

  /** A two-player Classic World game, and a phone signed in as its waiting player (no page yet). */
  async function phoneOnClassicGame() {
    const map = maps.get(CLASSIC)!;
    const { gameId, waiting } = await twoPlayerGame(CLASSIC);
    const context = await suite.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await logInThroughPage(page, suite.server.baseUrl, waiting.username);
    return { map, gameId, context, page };
  }

  it('chooses territories on the light map before PixiJS has loaded, then draws the full map', async () => {
    const { map, gameId, context, page } = await phoneOnClassicGame();
    // The full map's chunk is held back until the light map has been tapped.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/PixiMap-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    const canvas = page.getByTestId('play-canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn')).toBe('light');
    await fitted(page, map);
    for (const disc of await screenDiscs(page)) {
      await page.touchscreen.tap(disc.x, disc.y);
      await expect.poll(() => canvas.getAttribute('data-picked')).toBe(String(disc.id));
      await canvas.evaluate((element) => element.setAttribute('data-picked', ''));
    }
    // Only the light map's canvas drew all that.
    expect(await mapCanvas(page).locator('canvas').count()).toBe(1);
    expect(await canvas.getAttribute('data-drawn')).toBe('light');
    await page.screenshot({ path: `${SHOTS}/phone-light-map.png` });
    release();
    await expect.poll(() => canvas.getAttribute('data-drawn')).toBe('full');
    await expect.poll(() => page.getByTestId('light-map').count()).toBe(0);
    await context.close();
  });

  it("renders a game's page as its play screen at once, from the answers the page preloads", async () => {
    const { gameId, context, page } = await phoneOnClassicGame();
    // What the page's root holds after each change, from the page's start: the page's own
    // loading line, React's shell without the play screen, or the play screen.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { rootSeen: seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root?.firstChild) return;
        const now = root.querySelector('[data-testid=play-canvas]')
          ? 'play screen'
          : root.querySelector('.page-loading')
            ? 'page loading'
            : `shell: ${root.querySelector('main')?.textContent ?? ''}`;
        if (seen.at(-1) !== now) seen.push(now);
      }).observe(document, { subtree: true, childList: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/session' || pathname === `/api/game/${gameId}`) asked.push(pathname);
    });
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    const canvas = page.getByTestId('play-canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn')).toBe('light');
    // No "Loading…" of the route nor of the game in between: the first render was the screen.
    const seen = await page.evaluate(() => (window as { rootSeen?: string[] }).rootSeen);
    expect(seen).toEqual(['page loading', 'play screen']);
    // Each answer asked for once (the page's preload), the screens asking for neither again.
    await page.waitForTimeout(500);
    expect(asked.sort()).toEqual([`/api/game/${gameId}`, '/api/session']);
    await context.close();
  });

  it('keeps the light map, and the game, when PixiJS cannot be downloaded', async () => {
    const { map, gameId, context, page } = await phoneOnClassicGame();
    let refused = 0;
    await page.route(/\/static\/PixiMap-[^/]+\.js$/, (route) => {
      refused++;
      return route.abort('internetdisconnected');
    });
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    const canvas = page.getByTestId('play-canvas');
    await expect.poll(() => canvas.getAttribute('data-drawn')).toBe('light');
    await expect.poll(() => refused).toBeGreaterThan(0);
    await fitted(page, map);
    const [disc] = await screenDiscs(page);
    await page.touchscreen.tap(disc!.x, disc!.y);
    await expect.poll(() => canvas.getAttribute('data-picked')).toBe(String(disc!.id));
    expect(await canvas.getAttribute('data-drawn')).toBe('light');
    expect(await page.getByTestId('light-map').count()).toBe(1);
    await context.close();
  });

  it('offers the names within a finger of an ambiguous tap, closed by Escape and by ×', async () => {
    const map = maps.get(LARGEST)!;
    const { gameId, waiting } = await twoPlayerGame(LARGEST);
    const { page, context } = await openAs(waiting, gameId, PHONE);
    await fitted(page, map);
    const [a, b] = closestPair(await screenDiscs(page));
    const between = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const choice = page.getByTestId('tap-choice');
    await page.touchscreen.tap(between.x, between.y);
    await choice.waitFor();
    const names = await choice.locator('.tap-choice__label').allTextContents();
    expect(names).toContain(a.name);
    expect(names).toContain(b.name);
    for (const button of await choice.getByRole('button').all()) {
      expect(await clickableAtCentre(page, button)).toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/phone-tap-choice.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => choice.count()).toBe(0);
    await page.touchscreen.tap(between.x, between.y);
    await choice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => choice.count()).toBe(0);
    await context.close();
  });

  /** The two discs closest together. */
  function closestPair(discs: ScreenDisc[]): [ScreenDisc, ScreenDisc] {
    let best: [ScreenDisc, ScreenDisc] = [discs[0]!, discs[1]!];
    let distance = Infinity;
    discs.forEach((a, i) => {
      for (const b of discs.slice(i + 1)) {
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d < distance) [best, distance] = [[a, b], d];
      }
    });
    return best;
  }

  /** The × in a sheet's title bar. */
  const closeButton = (sheet: Locator) =>
    sheet.locator('.play-dialog__bar').getByRole('button', { name: 'Close' });

  /** Every button of `scope` is what a press at its centre reaches. */
  async function buttonsReachable(page: Page, scope: Locator, what: string) {
    for (const button of await scope.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const label = `${what}: ${await button.textContent()}`;
      expect(await clickableAtCentre(page, button), label).toBe(true);
    }
  }

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`keeps the map in place through a turn and its dialogs, each closable (${name})`, async () => {
      const map = maps.get(CLASSIC)!;
      const { gameId, onTurn } = await twoPlayerGame(CLASSIC);
      const { page, errors, context } = await openAs(onTurn, gameId, size);
      const touch = size === PHONE;
      const mapBox = () => page.getByTestId('play-canvas').boundingBox();
      await fitted(page, map);
      const home = await mapBox();
      const same = async (moment: string) => {
        await page.waitForTimeout(150);
        expect(await mapBox(), moment).toEqual(home);
      };
      const shot = (what: string) =>
        page.screenshot({ path: `${SHOTS}/${name}-${what}.png`, fullPage: false });

      // The Begin turn box: closed by Escape, then by its button; the bar still begins the turn.
      const begin = page.getByRole('dialog', { name: 'It is your turn' });
      await begin.waitFor();
      await buttonsReachable(page, begin, 'begin turn box');
      await shot('your-turn');
      await same('the Begin turn box open');
      await page.keyboard.press('Escape');
      await expect.poll(() => begin.count()).toBe(0);
      await same('the Begin turn box closed');
      await page.reload();
      await begin.waitFor();
      await begin.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => begin.count()).toBe(0);
      const bar = page.getByTestId('turn-bar');
      await buttonsReachable(page, bar, 'turn bar');
      await bar.getByRole('button', { name: 'Begin turn' }).click();
      await expect.poll(() => page.getByTestId('turn-step').textContent()).toBe('Place troops');
      await same('the turn begun');

      // Placing: the troops sheet opens, is closed by Escape and by ×, then places everything.
      const s = await stateOf(onTurn, gameId);
      const me = s.me!.player_id;
      const owner = (id: number) => s.game_state.territories[id - 1]?.player_id;
      const source = map.territories.find(
        (t) => owner(t.id) === me && t.adjacencies.some((a) => owner(a) !== me),
      )!;
      const target = source.adjacencies.find((a) => owner(a) !== me)!;
      const troops = page.getByTestId('troops-dialog');
      await tapTerritory(page, map, source.id, touch);
      await troops.waitFor();
      await same('the troops sheet open');
      await buttonsReachable(page, troops, 'troops sheet');
      await page.keyboard.press('Escape');
      await expect.poll(() => troops.count()).toBe(0);
      await tapTerritory(page, map, source.id, touch);
      await closeButton(troops).click();
      await expect.poll(() => troops.count()).toBe(0);
      await tapTerritory(page, map, source.id, touch);
      await troops.getByRole('button', { name: /^Place/ }).click();
      await expect.poll(() => troops.count()).toBe(0);
      await same('troops placed');

      // Attacking: the sheet's buttons reachable, the map unmoved, closed by Escape and ×.
      await bar.getByRole('button', { name: 'Go to attack' }).click();
      await expect.poll(() => page.getByTestId('turn-step').textContent()).toBe('Attack');
      await same('the attack step');
      const attack = page.getByTestId('attack-dialog');
      const openAttack = async () => {
        await tapTerritory(page, map, source.id, touch);
        await tapTerritory(page, map, target, touch);
        await attack.waitFor();
      };
      await openAttack();
      await same('the attack sheet open');
      await buttonsReachable(page, attack, 'attack sheet');
      await buttonsReachable(page, bar, 'turn bar under the attack sheet');
      await attack.getByRole('button', { name: 'Attack', exact: true }).click();
      await expect.poll(() => attack.getByTestId('attack-dice').isVisible()).toBe(true);
      await shot('attack-sheet');
      await same('an attack rolled');
      await page.keyboard.press('Escape');
      await expect.poll(() => attack.count()).toBe(0);
      // Conquered by that roll, the move sheet cannot be left; else the attack sheet opens again.
      const step = await page.getByTestId('turn-step').textContent();
      if (step === 'Attack') {
        await openAttack();
        await closeButton(attack).click();
        await expect.poll(() => attack.count()).toBe(0);
      }
      await same('the attack sheet closed');

      // The game over: the box closed by Escape and by its button, the result kept in the bar.
      await playHttp(onTurn === alice ? bob : alice, gameId, 'resign');
      const over = page.getByRole('dialog', { name: 'Game over' });
      await over.waitFor();
      await same('the game-over box open');
      await buttonsReachable(page, over, 'game-over box');
      await shot('game-over');
      await page.keyboard.press('Escape');
      await expect.poll(() => over.count()).toBe(0);
      await page.reload();
      await over.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => over.count()).toBe(0);
      await expect
        .poll(() => page.getByTestId('result-banner').textContent())
        .toBe('Game over: You won');
      expect(await page.getByTestId('connection').textContent()).toBe('Game over');
      await same('the game-over box closed');
      await shot('game-over-closed');
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);
  }

  it('closes the waiting-for-players box by Escape and by its button, the invite left in the bar', async () => {
    const gameId = await createGame(alice, { map_id: CLASSIC, color: 2 });
    const { page, context } = await openAs(alice, gameId, PHONE);
    const waiting = page.getByRole('dialog', { name: 'Waiting for players' });
    await waiting.waitFor();
    await buttonsReachable(page, waiting, 'waiting box');
    await page.keyboard.press('Escape');
    await expect.poll(() => waiting.count()).toBe(0);
    // Closed, the box leaves its invite in the turn bar, within a thumb's reach.
    const bar = page.getByTestId('turn-bar');
    await buttonsReachable(page, bar, 'turn bar while waiting');
    await bar.getByRole('button', { name: 'Invite players' }).click();
    const invites = page.getByRole('dialog', { name: 'Invite players' });
    await buttonsReachable(page, invites, 'invite box');
    await invites.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => invites.count()).toBe(0);
    await page.reload();
    await waiting.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => waiting.count()).toBe(0);
    await context.close();
  });
});
