import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSet } from '../../shared/engine';
import type { MapDetail } from '../../shared/protocol/maps';
import type { UpdateStateBody } from '../../shared/protocol/updateState';
import { buildClient, cspWatch, hasChromium, launchChromium } from '../support/browser';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
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
const SHOTS = 'test-results/play';
const MAX_TURNS = 80;

interface Pair {
  from: number;
  to: number;
}

type State = UpdateStateBody;

const ownerOf = (s: State, t: number) => s.game_state.territories[t - 1]?.player_id ?? null;
const troopsOf = (s: State, t: number) => s.game_state.territories[t - 1]?.troops ?? 0;

/** The first three cards of the hand that make a valid set, by index. */
function validSetIndices(s: State): number[] | null {
  const c = s.cards;
  for (let i = 0; i < c.length; i++)
    for (let j = i + 1; j < c.length; j++)
      for (let k = j + 1; k < c.length; k++)
        if (isValidSet([c[i]!.color, c[j]!.color, c[k]!.color])) return [i, j, k];
  return null;
}

describe.skipIf(!hasChromium)('the play screen in real browsers', () => {
  let server: TestServer;
  let browser: Browser;
  let map: MapDetail;
  let alice: TestPlayer;
  let bob: TestPlayer;
  const contexts: BrowserContext[] = [];
  const csp = cspWatch();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const clientDir = await buildClient();
    server = await startTestServer({}, { clientDir });
    browser = await launchChromium();
    alice = await registerPlayer(server.baseUrl, 'Alice');
    bob = await registerPlayer(server.baseUrl, 'Bob');
    map = (await (await alice.http.get(`/api/maps/${MAP_ID}`)).json()) as MapDetail;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    csp.assertNoneBlocked();
  });

  async function openPage(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    const context = csp.watch(await browser.newContext(options));
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    return page;
  }

  async function shot(page: Page, name: string) {
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  /** Creates the game through the create-game page, as a player would. */
  async function createGame(page: Page): Promise<number> {
    await page.goto(`${server.baseUrl}/game/create?map=${MAP_ID}`);
    await page.getByTestId('domination-info').waitFor();
    await page.getByLabel('Players', { exact: true }).selectOption('2');
    await page.getByLabel('Fortification').selectOption('1');
    await page.getByLabel('Turn time').selectOption('300');
    await page.getByLabel('Your colour').selectOption({ label: 'red' });
    await expect.poll(() => page.getByTestId('create-errors').count()).toBe(0);
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/\d+$/);
    return Number(/\/game\/(\d+)$/.exec(page.url())![1]);
  }

  it('plays a game to the end with mouse, touch, dialogs, a missed turn and a spectator', async () => {
    const alicePage = await openPage({ viewport: { width: 1280, height: 860 } });
    const bobPage = await openPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const spectator = await openPage({ viewport: { width: 1280, height: 860 } });
    await logInThroughPage(alicePage, server.baseUrl, 'Alice');
    await logInThroughPage(bobPage, server.baseUrl, 'Bob');
    const gameId = await createGame(alicePage);
    const url = `${server.baseUrl}/game/${gameId}`;
    await alicePage.goto(url);
    await spectator.goto(url);
    await bobPage.goto(url);

    // Pre-game: Alice sees the autokick countdown; Bob joins from the Join game tab.
    await expect.poll(() => alicePage.getByTestId('autokick').count()).toBe(1);
    await shot(alicePage, '01-pregame-autokick');
    await alicePage.getByRole('button', { name: 'Still here' }).click();
    await bobPage.getByRole('tab', { name: 'Join game' }).click();
    await bobPage.getByLabel('Colour').selectOption({ label: 'blue' });
    await shot(bobPage, '02-mobile-join');
    await bobPage.getByRole('button', { name: 'Join game' }).click();
    await expect.poll(async () => (await stateOf(alice, gameId)).status).toBe(2);
    await expect.poll(() => spectator.getByTestId('connection').textContent()).toBe('Live');
    await spectator.getByRole('tab', { name: 'Game log' }).click();
    // A watcher whose WebSocket never connects falls back to polling update-state.
    const poller = await openPage({ viewport: { width: 1024, height: 768 } });
    await poller.context().routeWebSocket(/.*/, (ws) => ws.close());
    await poller.goto(url);
    await expect.poll(() => poller.getByTestId('connection').textContent()).toContain('Polling');

    const play = new GameDriver(gameId, alicePage, bobPage, spectator);
    await play.toTheEnd();

    expect(play.turnedIn).toBe(true);
    expect(play.fortified).toBe(true);
    expect(play.undone).toBe(true);
    expect(play.missed).toBe(true);
    const end = await stateOf(alice, gameId);
    expect(end.status).toBe(3);
    await expect.poll(() => alicePage.getByTestId('winner').textContent()).toBe('You win!');
    await expect.poll(() => spectator.getByTestId('winner').textContent()).toBe('Alice wins!');
    await expect
      .poll(() => poller.getByTestId('winner').textContent(), { timeout: 30_000 })
      .toBe('Alice wins!');
    await shot(poller, '23-polling-spectator-game-over');
    await shot(alicePage, '20-game-over');
    await shot(spectator, '21-spectator-game-over');
    await shot(bobPage, '22-mobile-game-over');
  }, 900_000);

  /** Plays turns through the pages until the game ends; Alice attacks, Bob holds on a phone. */
  class GameDriver {
    turnedIn = false;
    fortified = false;
    undone = false;
    missed = false;
    private bobTurns = 0;
    private shotsTaken = new Set<string>();

    constructor(
      private readonly gameId: number,
      private readonly alicePage: Page,
      private readonly bobPage: Page,
      private readonly spectator: Page,
    ) {}

    private async once(page: Page, name: string) {
      if (this.shotsTaken.has(name)) return;
      this.shotsTaken.add(name);
      await shot(page, name);
    }

    private next(s: State) {
      return nextState(alice, this.gameId, s.version);
    }

    async toTheEnd() {
      for (let i = 0; i < MAX_TURNS; i++) {
        const s = await stateOf(alice, this.gameId);
        if (s.status === 3) return;
        const onTurn = s.turns[0]?.player_id;
        if (onTurn === s.me?.player_id) await this.aliceTurn(s);
        else await this.bobTurn(s);
      }
      throw new Error('the game did not end');
    }

    private async begin(page: Page, s: State): Promise<State> {
      // The turn's box offers it (the turn bar does too, under the box).
      await page.getByRole('dialog').getByRole('button', { name: 'Begin turn' }).click();
      await dismissNotifications(page);
      return this.next(s);
    }

    private async aliceTurn(start: State) {
      const page = this.alicePage;
      await this.once(page, '03-begin-turn-modal');
      let s = await this.begin(page, start);
      if (s.turn?.step === 1) s = await this.cards(page, s);
      s = await this.placeAll(page, s);
      await page.getByRole('button', { name: 'Go to attack' }).click();
      s = await this.next(s);
      s = await this.attacks(page, s, this.turnedIn ? 12 : 1);
      if (s.status === 3) return;
      s = await this.fortify(page, s);
      await page.getByRole('button', { name: 'End turn' }).click();
      await this.next(s);
    }

    private async cards(page: Page, s: State): Promise<State> {
      const dialog = page.getByTestId('cards-dialog');
      const set = validSetIndices(s);
      if (!set) {
        await dialog.getByRole('button', { name: 'Skip turn-in' }).click();
        return this.next(s);
      }
      await dialog.getByRole('checkbox').nth(set[0]!).check();
      await expect
        .poll(() => dialog.getByRole('status').textContent())
        .toBe('You have to select exactly three cards.');
      for (const i of set.slice(1)) await dialog.getByRole('checkbox').nth(i).check();
      await expect
        .poll(() => dialog.getByRole('status').textContent())
        .toBe('This is a valid set.');
      await shot(page, '04-cards-valid-set');
      await dialog.getByRole('button', { name: 'Turn in' }).click();
      this.turnedIn = true;
      s = await this.next(s);
      // With no set left the screen moves on to reinforce by itself; with one left, skip it.
      while (s.turn?.step === 1 && !validSetIndices(s)) s = await this.next(s);
      if (s.turn?.step === 1) {
        await dialog.getByRole('button', { name: 'Skip turn-in' }).click();
        s = await this.next(s);
      }
      return s;
    }

    /** Alice's strongest territory that borders someone else's. */
    private frontline(s: State): number {
      const me = s.me!.player_id;
      const fronts = map.territories.filter(
        (t) => ownerOf(s, t.id) === me && this.bordersBob(s, t.id),
      );
      fronts.sort((a, b) => troopsOf(s, b.id) - troopsOf(s, a.id));
      return fronts[0]!.id;
    }

    private async placeAll(page: Page, s: State): Promise<State> {
      while ((s.me?.reinforcements ?? 0) > 0) {
        await tapTerritory(page, map, this.frontline(s));
        const dialog = page.getByTestId('troops-dialog');
        await this.once(page, '05-place-troops');
        await dialog.getByRole('button', { name: /^Place/ }).click();
        s = await this.next(s);
      }
      return s;
    }

    /**
     * The best attack: the strongest source against its weakest non-own neighbour, if it is
     * stronger. Even by one: Bob adds as many troops a turn as Alice, so waiting for a wider edge
     * can wait for ever.
     */
    private attackPick(s: State): Pair | null {
      return this.bestPair(s, 3, false, (from, to) => {
        const edge = troopsOf(s, from) - troopsOf(s, to);
        return edge >= 1 ? edge : null;
      });
    }

    private async attacks(page: Page, s: State, conquests: number): Promise<State> {
      let taken = 0;
      for (let tries = 0; taken < conquests && tries < 12 && s.status === 2; tries++) {
        const pick = this.attackPick(s);
        if (!pick) break;
        await this.closeAttackDialog(page);
        await tapTerritory(page, map, pick.from);
        await tapTerritory(page, map, pick.to);
        const dialog = page.getByTestId('attack-dialog');
        await expect.poll(() => dialog.getByTestId('attack-odds').textContent()).toMatch(/%$/);
        await this.once(page, '06-attack-dialog-odds');
        await dialog.getByRole('button', { name: 'Attack until done' }).click();
        s = await this.next(s);
        await this.dialogCaughtUp(page, s, pick);
        if (s.turn?.step === 4) {
          const move = page.getByTestId('troops-dialog');
          await expect.poll(() => move.count()).toBe(1);
          await this.once(page, '07-forced-move');
          await move.getByRole('button', { name: /^Move/ }).click();
          s = await this.next(s);
          taken++;
          await expect
            .poll(() => this.spectator.getByTestId('game-log').textContent())
            .toContain('conquered');
          await this.once(this.spectator, '08-spectator-live');
        }
      }
      await this.closeAttackDialog(page);
      return s;
    }

    /**
     * The server's state can be ahead of the page's: wait until the attack dialog shows the forces
     * the state has, or has closed itself once the source is down to 1 troop (no longer a source,
     * useTurn's revalidate), so that a close which follows never clicks a dialog on its way out.
     */
    private async dialogCaughtUp(page: Page, s: State, pick: Pair) {
      if (s.turn?.step !== 3) return;
      const dialog = page.getByTestId('attack-dialog');
      if (troopsOf(s, pick.from) <= 1) {
        await expect.poll(() => dialog.count()).toBe(0);
        return;
      }
      const forces = `${troopsOf(s, pick.from)} attacking ${troopsOf(s, pick.to)}`;
      await expect.poll(() => dialog.locator('.attack__forces').textContent()).toBe(forces);
    }

    private async closeAttackDialog(page: Page) {
      const dialog = page.getByTestId('attack-dialog');
      if ((await dialog.count()) > 0)
        await dialog.getByRole('button', { name: 'Close' }).last().click();
    }

    /** Go to fortify, undo once (back to attack), then fortify one move if any own pair allows it. */
    private async fortify(page: Page, s: State): Promise<State> {
      await page.getByRole('button', { name: 'Go to fortify' }).click();
      s = await this.next(s);
      if (!this.undone) {
        await page.getByRole('button', { name: 'Back to attack' }).click();
        s = await this.next(s);
        expect(s.turn?.step).toBe(3);
        this.undone = true;
        await page.getByRole('button', { name: 'Go to fortify' }).click();
        s = await this.next(s);
      }
      const pick = this.fortifyPick(s);
      if (!pick) return s;
      await tapTerritory(page, map, pick.from);
      await tapTerritory(page, map, pick.to);
      const dialog = page.getByTestId('troops-dialog');
      await this.once(page, '09-fortify');
      // The dialog offers every troop that may move; a stack Bob borders keeps all but one.
      if (this.bordersBob(s, pick.from))
        await dialog.getByRole('button', { name: /^Minimum/ }).click();
      await dialog.getByRole('button', { name: /^Move/ }).click();
      this.fortified = true;
      return this.next(s);
    }

    /**
     * A move toward the front: from an own territory with troops to spare into an own neighbour,
     * preferring a source Bob does not border and a target he does.
     */
    private fortifyPick(s: State): Pair | null {
      return this.bestPair(
        s,
        2,
        true,
        (from, to) => (this.bordersBob(s, from) ? 0 : 2) + (this.bordersBob(s, to) ? 1 : 0),
      );
    }

    /**
     * The pair of Alice's territory with at least `minTroops` and a neighbour (her own or not, as
     * `toOwn` says) that `score` rates highest; null scores are left out.
     */
    private bestPair(
      s: State,
      minTroops: number,
      toOwn: boolean,
      score: (from: number, to: number) => number | null,
    ): Pair | null {
      const me = s.me!.player_id;
      let best: (Pair & { score: number }) | null = null;
      for (const t of map.territories) {
        if (ownerOf(s, t.id) !== me || troopsOf(s, t.id) < minTroops) continue;
        for (const a of t.adjacencies) {
          if ((ownerOf(s, a) === me) !== toOwn) continue;
          const value = score(t.id, a);
          if (value !== null && (!best || value > best.score))
            best = { from: t.id, to: a, score: value };
        }
      }
      return best;
    }

    private bordersBob(s: State, territory: number): boolean {
      const me = s.me!.player_id;
      const t = map.territories.find((candidate) => candidate.id === territory)!;
      return t.adjacencies.some((a) => ownerOf(s, a) !== me);
    }

    /** Bob on the phone: one full turn by touch, then a turn missed by the timer, then full turns. */
    private async bobTurn(start: State) {
      this.bobTurns++;
      const page = this.bobPage;
      const begin = page.getByRole('dialog').getByRole('button', { name: 'Begin turn' });
      await expect.poll(() => begin.count()).toBe(1);
      if (this.bobTurns === 2) return this.missTurn(start);
      await this.once(page, '10-mobile-begin-turn');
      await begin.tap();
      await dismissNotifications(page);
      let s = await nextState(bob, this.gameId, start.version);
      if (s.turn?.step === 1) {
        await page.getByTestId('cards-dialog').getByRole('button', { name: 'Skip turn-in' }).tap();
        s = await nextState(bob, this.gameId, s.version);
      }
      // Bob reinforces his weakest territory, so the game does not drag on against a fortress.
      const own = map.territories.filter((t) => ownerOf(s, t.id) === s.me?.player_id);
      own.sort((a, b) => troopsOf(s, a.id) - troopsOf(s, b.id));
      await tapTerritory(page, map, own[0]!.id, true);
      await this.once(page, '11-mobile-place');
      await page
        .getByTestId('troops-dialog')
        .getByRole('button', { name: /^Place/ })
        .tap();
      s = await nextState(bob, this.gameId, s.version);
      await page.getByRole('button', { name: 'Go to attack' }).tap();
      s = await nextState(bob, this.gameId, s.version);
      await page.getByRole('button', { name: 'End turn' }).tap();
      await nextState(bob, this.gameId, s.version);
      await this.once(page, '12-mobile-turn-finished');
    }

    private async missTurn(s: State) {
      server.clock.advance((s.game_state.options.turn_time + 1) * 1000);
      await server.app.sweepTimers();
      await nextState(alice, this.gameId, s.version);
      await expect.poll(() => this.bobPage.getByText('Turn finished.').count()).toBe(1);
      await this.once(this.bobPage, '13-mobile-missed-turn');
      await expect
        .poll(() => this.spectator.getByTestId('game-log').textContent())
        .toContain('Bob missed the turn.');
      this.missed = true;
    }
  }
});
