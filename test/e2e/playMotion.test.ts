/**
 * Motion on the play screen, in Chromium: the attack dialog's dice tumble and then show exactly
 * the server's roll; with reduced motion they show it at once; an elimination puts up a banner
 * that times out. Screenshots at desktop (1366x768) and phone (390x844) sizes.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { differingPixels, loseAndRestoreContext, pixels } from '../support/canvasPixels';
import type { MapDetail } from '../../shared/protocol/maps';
import { playWithBots, startGame, storedState } from '../support/botGames';
import { browserSuite, framesAskedFor, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import {
  logInThroughPage,
  nextState,
  readyToAttack,
  stateOf,
  tapTerritory,
} from '../support/playUi';

const MAP_ID = 1;
/** Lonely Isle: 12 territories, where three bots soon eliminate somebody. */
const ISLE_ID = 10;
/** Thousand Shores: 400 territories, the most crowded map. */
const BIG_MAP_ID = 17;
const SHOTS = 'test-results/play-motion';
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Records, from now on, whether the attack dialog's dice ever tumbled. */
const WATCH_ROLLING = `(() => {
  window.__rolled = false;
  new MutationObserver(() => {
    if (document.querySelector('[data-testid=attack-dice][data-rolling]')) window.__rolled = true;
  }).observe(document.body, { subtree: true, attributes: true, childList: true });
})()`;

describe.skipIf(!hasChromium)('motion on the play screen', () => {
  const suite = browserSuite();
  let map: MapDetail;
  let alice: TestPlayer;
  let bob: TestPlayer;
  let gameId: number;
  let onTurn: TestPlayer;
  let source = 0;
  let target = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    alice = await registerPlayer(suite.server.baseUrl, 'Alice');
    bob = await registerPlayer(suite.server.baseUrl, 'Bob');
    map = (await (await alice.http.get(`/api/maps/${MAP_ID}`)).json()) as MapDetail;
    await newGameReadyToAttack();
  });

  /** A new classic game on its first attack step, every reinforcement on the source. */
  async function newGameReadyToAttack() {
    gameId = await createGame(alice, { map_id: MAP_ID, cards: 3, color: 2 });
    expect((await playHttp(bob, gameId, 'join-game', { color: 3 })).body.success).toBe(true);
    const s = await stateOf(alice, gameId);
    onTurn = s.turn!.user_id === alice.userId ? alice : bob;
    await playHttp(onTurn, gameId, 'begin-turn', { last_update: s.version });
    // Every reinforcement on the source, then to the attack step: the dialog is the point.
    const ready = await readyToAttack(onTurn, gameId, map);
    source = ready.source;
    target = ready.target;
    expect(ready.state.turn?.step).toBe(3);
  }

  async function playerPage(player: TestPlayer, size: typeof DESKTOP, reduce = false) {
    const phone = size.width < 500;
    const context = await suite.newContext({
      viewport: size,
      reducedMotion: reduce ? 'reduce' : 'no-preference',
      ...(phone ? { hasTouch: true, isMobile: true } : {}),
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logInThroughPage(page, suite.server.baseUrl, player.username);
    return { page, errors };
  }

  async function openGame(page: Page, id = gameId) {
    await page.goto(`${suite.server.baseUrl}/game/${id}`);
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Live');
  }

  /** The dice the dialog shows, as text per side. */
  const shownDice = (page: Page) =>
    page
      .getByTestId('attack-dice')
      .evaluate((p) =>
        ['attacker', 'defender'].map((side) =>
          [...p.querySelectorAll(`.dice--${side} .die`)].map((d) => Number(d.textContent)),
        ),
      );
  const faceOverlays = (page: Page) =>
    page.getByTestId('attack-dice').evaluate((p) => p.querySelectorAll('[data-face]').length);

  /**
   * Settles a conquest of the previous attack (the minimum moves in) and picks the strongest own
   * territory beside an enemy and that enemy: a pair ready for one more roll.
   */
  async function pickPair() {
    let s = await stateOf(onTurn, gameId);
    if (s.turn?.step === 4) {
      const last = s.me!.last_conquer!;
      await playHttp(onTurn, gameId, 'move-troops', {
        num_troops: 1,
        expected_terr_from: last.from,
        expected_terr_to: last.to,
        last_update: s.version,
      });
      s = await nextState(onTurn, gameId, s.version);
    }
    const me = s.me!.player_id;
    const troops = (id: number) => s.game_state.territories[id - 1]?.troops ?? 0;
    const enemy = (id: number) => s.game_state.territories[id - 1]?.player_id !== me;
    // One roll takes at most two troops: a target of three or more cannot fall to it (a conquest
    // moves on to the troops dialog) and a source of four or more keeps two, so the dialog stays
    // open. When the earlier rolls left no such pair, a new game starts over.
    const pairs = map.territories
      .filter((t) => !enemy(t.id) && troops(t.id) >= 4)
      .flatMap((t) => t.adjacencies.filter(enemy).map((to) => [t.id, to] as const))
      .sort(
        ([a, x], [b, y]) =>
          Math.min(troops(y), 3) - Math.min(troops(x), 3) || troops(b) - troops(a),
      );
    if (pairs.length === 0 || Math.min(troops(pairs[0]![1]), 3) < 3) {
      await newGameReadyToAttack();
      return;
    }
    [source, target] = pairs[0]!;
  }

  /** Opens the attack dialog, attacks once; returns the server's roll. */
  async function attackOnce(page: Page, touch: boolean) {
    await tapTerritory(page, map, source, touch);
    await tapTerritory(page, map, target, touch);
    const dialog = page.getByTestId('attack-dialog');
    await dialog.waitFor();
    const before = (await stateOf(onTurn, gameId)).version;
    await page.evaluate(WATCH_ROLLING);
    await dialog.getByRole('button', { name: /^Attack$/ }).click();
    // Taken at once: on a quick machine, a frame of the tumble.
    await page.screenshot({ path: `${SHOTS}/${touch ? 'phone' : 'desktop'}-dice-attacking.png` });
    const s = await nextState(onTurn, gameId, before);
    return [s.attacker_rolls, s.defender_rolls];
  }

  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`tumbles the dice, then shows exactly the server's roll (${name})`, async () => {
      await pickPair();
      const { page, errors } = await playerPage(onTurn, size);
      await openGame(page);
      const rolls = await attackOnce(page, name === 'phone');
      await expect.poll(() => page.evaluate('window.__rolled')).toBe(true);
      await page.screenshot({ path: `${SHOTS}/${name}-dice-attacked.png` });
      // The roll ends within its 500 ms (and a loaded machine's slack), on the real dice.
      await expect
        .poll(() => page.getByTestId('attack-dice').getAttribute('data-rolling'), { timeout: 3000 })
        .toBeNull();
      expect(await faceOverlays(page)).toBe(0);
      expect(await shownDice(page)).toEqual(rolls);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/${name}-dice-rolled.png` });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the roll at once with reduced motion', async () => {
    await pickPair();
    const { page, errors } = await playerPage(onTurn, DESKTOP, true);
    await openGame(page);
    const rolls = await attackOnce(page, false);
    await expect.poll(() => shownDice(page)).toEqual(rolls);
    await page.screenshot({ path: `${SHOTS}/desktop-dice-reduced.png` });
    expect(await page.evaluate('window.__rolled')).toBe(false);
    expect(await faceOverlays(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps the dice of every attack it saw on that attack's log line", async () => {
    // A game of its own, with no roll yet: the first line with dice is this test's.
    await newGameReadyToAttack();
    const { page, errors } = await playerPage(onTurn, DESKTOP, true);
    await openGame(page);
    const first = await attackOnce(page, false);
    // The patch can take more than the poll's default second on a loaded machine.
    await expect.poll(() => shownDice(page), { timeout: 10_000 }).toEqual(first);
    // A second roll from the same dialog (it may conquer: only the log is looked at from here).
    const before = (await stateOf(onTurn, gameId)).version;
    await page
      .getByTestId('attack-dialog')
      .getByRole('button', { name: /^Attack$/ })
      .click();
    const s = await nextState(onTurn, gameId, before);
    const second = [s.attacker_rolls, s.defender_rolls];
    await page.getByRole('tab', { name: 'Game log' }).click();
    const diceOnLines = () =>
      page
        .getByTestId('game-log')
        .evaluate((log) =>
          [...log.querySelectorAll('.log-dice')].map((line) =>
            ['attacker', 'defender'].map((side) =>
              [...line.querySelectorAll(`.log-die--${side}`)].map((d) => Number(d.textContent)),
            ),
          ),
        );
    await expect
      .poll(async () => (await diceOnLines()).slice(-2), { timeout: 10_000 })
      .toEqual([first, second]);
    await page.screenshot({ path: `${SHOTS}/desktop-log-dice.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks for no steady stream of animation frames while nothing on the screen moves', async () => {
    const { page, errors } = await playerPage(alice, DESKTOP);
    await openGame(page);
    await page.waitForTimeout(1000);
    // Pixi's own ticker, left running, asked for every frame of an idle screen (battery, CPU).
    expect(await framesAskedFor(page)).toBeLessThan(10);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the same map again after its WebGL context is lost and restored', async () => {
    const { page, errors } = await playerPage(alice, DESKTOP);
    await openGame(page);
    const canvas = page.getByTestId('play-canvas').locator('canvas').first();
    await page.waitForTimeout(1000);
    const before = await pixels(canvas);
    await loseAndRestoreContext(canvas);
    await expect.poll(async () => differingPixels(before, await pixels(canvas))).toBeLessThan(30);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('prints each name once, and keeps a crowded world readable on a phone (screenshots)', async () => {
    const { page, errors } = await playerPage(alice, DESKTOP);
    await openGame(page);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/desktop-names-fitted.png` });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/desktop-names-zoomed.png` });
    await page.context().close();
    const crowded = await createGame(alice, { map_id: BIG_MAP_ID, color: 2 });
    expect((await playHttp(bob, crowded, 'join-game', { color: 3 })).body.success).toBe(true);
    const first = await stateOf(alice, crowded);
    const starter = first.turn!.user_id === alice.userId ? alice : bob;
    await playHttp(starter, crowded, 'begin-turn', { last_update: first.version });
    for (const [name, id] of [
      ['classic', gameId],
      ['crowded', crowded],
    ] as const) {
      const phone = await playerPage(alice, PHONE);
      await openGame(phone.page, id);
      await phone.page.waitForTimeout(500);
      await phone.page.screenshot({ path: `${SHOTS}/phone-${name}-fitted.png` });
      await phone.page.getByRole('button', { name: 'Zoom in' }).click();
      await phone.page.getByRole('button', { name: 'Zoom in' }).click();
      await phone.page.evaluate(() => window.scrollTo(0, 0));
      await phone.page.waitForTimeout(300);
      await phone.page.screenshot({ path: `${SHOTS}/phone-${name}-zoomed.png` });
      expect(phone.errors).toEqual([]);
      await phone.page.context().close();
    }
    expect(errors).toEqual([]);
  });

  it('puts up a banner when a player is eliminated, and takes it down', async () => {
    const players = [alice, bob, await registerPlayer(suite.server.baseUrl, 'Cyd')];
    const isle = suite.server.app.context.maps.get(ISLE_ID)!;
    const game = await startGame(players, isle);
    const watcher = await registerPlayer(suite.server.baseUrl, 'Watcher');
    const { page, errors } = await playerPage(watcher, DESKTOP);
    await openGame(page, game);
    const banner = page.getByTestId('elimination-banner');
    let state = await storedState(suite.server, game);
    // One action at a time: the test looks for the banner as soon as somebody is out.
    for (let i = 0; i < 1000 && state.players.every((p) => p.alive) && state.status === 2; i++) {
      state = await playWithBots(suite.server, players, game, isle, 1);
      if (i === 20) await page.screenshot({ path: `${SHOTS}/desktop-bots-playing.png` });
    }
    const out = state.players.find((p) => !p.alive);
    expect(out).toBeDefined();
    const name = players.find((p) => p.userId === out!.user_id)!.username;
    // Waited for in the page, so a banner that comes late (a loaded machine, a socket rejoined)
    // and fades within its 1.5 s is still seen; a banner that never comes fails here.
    await banner.filter({ hasText: `${name} was eliminated.` }).waitFor({ timeout: 30_000 });
    // Spec §9: a banner fades after 1.5 s; it blocks nothing meanwhile.
    const stack = page.locator('.play-banners');
    expect(await stack.evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('none');
    await page.screenshot({ path: `${SHOTS}/desktop-elimination.png` });
    await expect.poll(() => banner.count(), { timeout: 4000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
