import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapDetail } from '../../shared/protocol/maps';
import { browserSuite, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import {
  clickableAtCentre,
  logInThroughPage,
  fittedView,
  mapCanvas,
  shownZoom,
  readyToAttack,
  screenDiscs,
  stateOf,
  tapTerritory,
} from '../support/playUi';

/** The classic world: 42 territories, Greenland's anchor near the top edge. */
const MAP_ID = 1;
const SHOTS = 'test-results/play-screen';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/**
 * The play screen's layout and feedback at desktop (1366x768) and phone (390x844) sizes: the map
 * opens fitted with zoom controls, pop-ups time out and cover no control, every attack-dialog
 * button can be pressed on a phone, and a page load logs no error.
 */
describe.skipIf(!hasChromium)('the play screen at desktop and phone sizes', () => {
  const suite = browserSuite();
  let map: MapDetail;
  let alice: TestPlayer;
  let bob: TestPlayer;
  let admin: HttpClient;
  let gameId: number;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    alice = await registerPlayer(suite.server.baseUrl, 'Alice');
    bob = await registerPlayer(suite.server.baseUrl, 'Bob');
    admin = new HttpClient(suite.server.baseUrl);
    await admin.login('admin', 'admin-password');
    map = (await (await alice.http.get(`/api/maps/${MAP_ID}`)).json()) as MapDetail;
    gameId = await createGame(alice, { map_id: MAP_ID, cards: 3, color: 2 });
    const joined = await playHttp(bob, gameId, 'join-game', { color: 3 });
    expect(joined.body.success).toBe(true);
    // The turn begun, so no Begin turn dialog sits over the screen whoever's page is open.
    const s = await stateOf(alice, gameId);
    const onTurn = s.turn!.user_id === alice.userId ? alice : bob;
    const begun = await playHttp(onTurn, gameId, 'begin-turn', { last_update: s.version });
    expect(begun.body.success).toBe(true);
  });

  /** A page logged in as `player`, recording console errors and uncaught exceptions. */
  async function playerPage(player: TestPlayer, size: typeof DESKTOP) {
    const phone = size.width < 500;
    const context = await suite.newContext({
      viewport: size,
      ...(phone ? { hasTouch: true, isMobile: true } : {}),
    });
    const page = await context.newPage();
    const errors: string[] = [];
    // Errors, and react-router's warning of a lazy route without a loading element.
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /HydrateFallback/.test(text)) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await logInThroughPage(page, suite.server.baseUrl, player.username);
    return { page, errors };
  }

  async function openGame(page: Page) {
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Live');
  }

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`opens the map fitted with every disc inside, zooms by its buttons, logs no error (${name})`, async () => {
      const { page, errors } = await playerPage(alice, size);
      await openGame(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const { box, camera: fitted } = await fittedView(page, map);
      await expect.poll(() => shownZoom(page)).toBeCloseTo(fitted.zoom, 3);
      const discs = await screenDiscs(page);
      expect(discs).toHaveLength(map.territories.length);
      for (const { name, x, y, radius } of discs) {
        expect(x - radius, name).toBeGreaterThanOrEqual(box.x);
        expect(y - radius, name).toBeGreaterThanOrEqual(box.y);
        expect(x + radius, name).toBeLessThanOrEqual(box.x + box.width);
        expect(y + radius, name).toBeLessThanOrEqual(box.y + box.height);
      }
      await page.screenshot({ path: `${SHOTS}/${name}-fitted.png` });

      for (const label of ['Zoom in', 'Zoom out', 'Fit the whole map']) {
        const button = page.getByRole('button', { name: label });
        const tap = await button.boundingBox();
        expect(Math.min(tap!.width, tap!.height), label).toBeGreaterThanOrEqual(40);
      }
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => shownZoom(page)).toBeCloseTo(fitted.zoom * 1.5, 3);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.screenshot({ path: `${SHOTS}/${name}-zoomed.png` });
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => shownZoom(page)).toBeCloseTo(fitted.zoom * 1.5, 3);
      await page.getByRole('button', { name: 'Fit the whole map' }).click();
      await expect.poll(() => shownZoom(page)).toBeCloseTo(fitted.zoom, 3);

      await page.reload();
      await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Live');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`pops a notification up for 2 s without covering a control (${name})`, async () => {
      const { page } = await playerPage(alice, size);
      await openGame(page);
      const stack = page.locator('.notification-stack .notification-item');
      // The navbar's data comes once the map has drawn: its first list is the page's opening one.
      await expect.poll(() => page.getByTestId('navbar-turns').textContent()).not.toBe('–');
      // Already there when the page opened: waits in the bell, never pops up again.
      expect(await stack.count()).toBe(0);

      const sent = await admin.post('/notifications/troll', {
        user_id: alice.userId,
        body: 'The server restarts tonight.',
      });
      expect(sent.status).toBe(200);
      // Pushed, then read over HTTP: on a loaded machine that can take over the poll's default 1 s.
      await expect.poll(() => stack.count(), { timeout: 5_000 }).toBe(1);
      await page.screenshot({ path: `${SHOTS}/${name}-pop-up.png` });
      const controls = [
        page.getByRole('tab', { name: 'Options' }),
        page.getByRole('button', { name: 'Zoom in' }),
        page.getByRole('button', { name: 'Fit the whole map' }),
        page.getByRole('button', { name: /turn timer sound/ }),
      ];
      for (const control of controls) {
        if ((await control.count()) === 0) continue;
        // On a phone the panels are under the full-height map: each control is scrolled to the
        // middle of the screen, the pop-up keeps to its edge.
        await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        expect(await clickableAtCentre(page, control), String(control)).toBe(true);
      }
      // Spec §9: a toast shows 2 s.
      await expect.poll(() => stack.count(), { timeout: 4_000 }).toBe(0);
      await page.context().close();
    });
  }

  it('folds the side panels away on a desktop, giving the map their room', async () => {
    const { page } = await playerPage(alice, DESKTOP);
    await openGame(page);
    // The drawing surface itself, not only its box, follows the room the map gets.
    const width = async () => (await mapCanvas(page).boundingBox())!.width;
    const fittedZoom = async () => (await fittedView(page, map)).camera.zoom;
    const before = await width();
    // The camera fits once the canvas has its size: wait for that before comparing.
    const fittedBefore = await fittedZoom();
    await expect.poll(() => shownZoom(page)).toBeCloseTo(fittedBefore, 2);
    await page.getByRole('button', { name: 'Hide players and log' }).click();
    await page.getByRole('button', { name: 'Hide game panel' }).click();
    await expect.poll(width).toBeGreaterThan(before + 400);

    // Still fitted, now to the wider canvas: the zoom grew with it.
    const refitted = { zoom: await fittedZoom() };
    expect(refitted.zoom).toBeGreaterThan(fittedBefore);
    await expect.poll(() => shownZoom(page)).toBeCloseTo(refitted.zoom, 2);
    const zoomButton = page.getByRole('button', { name: 'Zoom in' });
    expect(await clickableAtCentre(page, zoomButton)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/desktop-panels-folded.png` });
    await page.getByRole('button', { name: 'Show players and log' }).click();
    await page.getByRole('button', { name: 'Show game panel' }).click();
    await expect.poll(width).toBeCloseTo(before, 0);
    await page.context().close();
  });

  it('tells a player what resigning would really cost before the box is ticked', async () => {
    const { page } = await playerPage(alice, DESKTOP);
    await openGame(page);
    await page.getByRole('tab', { name: 'Options' }).click();
    // Two players of 1500: the spec's "Resign cost: 0", and the 16 points the defeat costs.
    await expect
      .poll(() => page.getByTestId('resign-rating').textContent())
      .toBe('Rating change if you resign now: −16.');
    expect(await page.getByText('Resign cost: 0').count()).toBe(1);
    await page.getByTestId('resign-rating').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/desktop-resign.png` });
    await page.context().close();
  });

  it('lets a phone player press every button of the attack dialog', async () => {
    const first = await stateOf(alice, gameId);
    const onTurn = first.turn!.user_id === alice.userId ? alice : bob;
    // Every reinforcement on the source over HTTP (the turn was begun): the dialog is the point.
    const { source, target, state } = await readyToAttack(onTurn, gameId, map);
    expect(state.turn?.step).toBe(3);

    const { page, errors } = await playerPage(onTurn, PHONE);
    await openGame(page);
    await tapTerritory(page, map, source, true);
    await tapTerritory(page, map, target, true);
    const dialog = page.getByTestId('attack-dialog');
    await dialog.waitFor();
    await dialog.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/phone-attack-dialog.png`, fullPage: false });
    const actions = dialog.locator('.play-dialog__actions');
    for (const label of ['Close', /^Attack/, 'Attack until done']) {
      const button = actions.getByRole('button', { name: label, exact: typeof label === 'string' });
      expect(await clickableAtCentre(page, button.first()), String(label)).toBe(true);
    }
    expect(await clickableAtCentre(page, dialog.getByLabel('Close'))).toBe(true);
    // The bottom bar's phase buttons fit the phone's width, each whole and pressable.
    const phaseButtons = page.locator('.turn-bar__buttons button');
    for (let i = 0; i < (await phaseButtons.count()); i++) {
      const box = (await phaseButtons.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await clickableAtCentre(page, phaseButtons.nth(i))).toBe(true);
    }
    await actions.getByRole('button', { name: 'Close', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    // The last player card is not hidden under the bottom bar either.
    await page.getByRole('tab', { name: 'Players' }).tap();
    const lastCard = page.locator('.player-box').last();
    expect(await clickableAtCentre(page, lastCard)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
