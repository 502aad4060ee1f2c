import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { addUser, knownWorld, playFinished, type KnownPlayers } from '../support/playersWorld';

// The players' home in Chromium at 1366x768 and 390x844, over a world with known answers:
//   Ann beats Bob 9 of 12 rated games (Deathmatch, map 1); Cat and Dan win 5 each of 10 rated
//   Capitals games (map 2) in the last 30 days; Bob and Cat play 3 unrated games with fog (Cat
//   wins 2); Cat and a computer play 2 unrated ones (1 each). Ann has a running and a waiting game.
// Ratings: Ann 1560, Cat 1500, Dan 1500, Bob 1440.

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? 'test-results/players-home';
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe.skipIf(!hasChromium)('the players home in a real browser', () => {
  const suite = browserSuite();
  const ids: KnownPlayers = {
    Ann: 0,
    Bob: 0,
    Cat: 0,
    Dan: 0,
    Computer: 0,
  };
  let ann: TestPlayer;
  let runningGame = 0;

  beforeAll(async () => {
    const { server } = suite;
    const { db } = server.app.context;
    ann = await registerPlayer(server.baseUrl, 'Ann');
    const bob = await registerPlayer(server.baseUrl, 'Bob');
    ids.Ann = ann.userId;
    ids.Bob = bob.userId;
    ids.Cat = await addUser(db, 'Cat');
    ids.Dan = await addUser(db, 'Dan');
    ids.Computer = await addUser(db, 'Computer 1.2', true);
    const games = knownWorld(ids, 0.5);
    for (const game of games) await playFinished(db, server.clock.now, game);
    const running = await createGame(ann, { num_players: 2 });
    runningGame = running;
    expect((await playHttp(bob, running, 'join-game', { color: 2 })).body.success).toBe(true);
    await createGame(ann, { num_players: 3 });
  });

  /** A page of the given size, signed in (as Ann unless named) when asked. */
  async function open(
    width: number,
    height: number,
    signedIn: boolean | string = false,
  ): Promise<Page> {
    const page = await suite.newPage(width, height);
    if (signedIn) {
      await page.goto(`${suite.server.baseUrl}/login`);
      await page.evaluate(
        async (username) => {
          const { csrfToken } = await (await fetch('/api/session')).json();
          await fetch('/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
            body: JSON.stringify({ username, password: 'secret-password' }),
          });
        },
        signedIn === true ? 'Ann' : signedIn,
      );
    }
    return page;
  }

  it('shows a game’s players who is watching it', async () => {
    await registerPlayer(suite.server.baseUrl, 'Eve');
    const player = await open(1366, 768, true);
    await player.goto(`${suite.server.baseUrl}/game/${runningGame}`);
    const eve = await open(1366, 768, 'Eve');
    await eve.goto(`${suite.server.baseUrl}/game/${runningGame}`);
    const guest = await open(390, 844);
    await guest.goto(`${suite.server.baseUrl}/game/${runningGame}`);
    const tab = player.getByRole('tab', { name: 'Players' });
    // A dialog may cover the screen: the events go to the elements themselves.
    if (await tab.isVisible()) await tab.dispatchEvent('click');
    const watchers = player.getByTestId('watchers');
    await expect
      .poll(() => watchers.textContent(), { timeout: 15_000 })
      .toBe('Watching: Eve and 1 guest');
    expect(await watchers.getByRole('link', { name: 'Eve' }).getAttribute('href')).toMatch(
      /^\/users\/\d+$/,
    );
    await shoot(player, 'game-watchers-desktop');
    // Leaving through the site (not a dropped connection, which the room waits a minute for).
    const leave = async (page: Page) => {
      // The router follows a popstate: the play page unmounts and leaves its room.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('.play__centre').waitFor({ state: 'detached' });
    };
    await leave(guest);
    await expect.poll(() => watchers.textContent(), { timeout: 15_000 }).toBe('Watching: Eve');
    await leave(eve);
    await expect.poll(() => watchers.count(), { timeout: 15_000 }).toBe(0);
    await leave(player);
  }, 180_000);

  describe.each(SIZES)('at $width x $height', ({ name, width, height }) => {
    it('shows a profile: rating, rank, totals, the chart, opponents and recent games', async () => {
      const page = await open(width, height);
      await page.goto(`${suite.server.baseUrl}/users/${ids.Bob}`);
      await page.getByRole('heading', { level: 1, name: 'Bob' }).waitFor();
      const stats = page.getByTestId('profile-stats');
      const stat = (label: string) =>
        stats.locator('.profile__stat', { has: page.getByText(label, { exact: true }) });
      expect(await stat('Rating').locator('dd').textContent()).toBe('1440');
      expect(await stat('Rank').locator('dd').textContent()).toBe('#4 of 4');
      expect(await stat('Played').locator('dd').textContent()).toBe('15 12 rated');
      expect(await stat('Won').locator('dd').textContent()).toBe('4 27 %');
      expect(await stat('Resigned').locator('dd').textContent()).toBe('3');
      expect(await stat('Missed').locator('dd').textContent()).toBe('1 2 turns');
      // uPlot, loaded with the chart, draws the 12 rated games on its canvas.
      await page.getByTestId('rating-chart').locator('canvas').waitFor();
      const opponents = page.getByTestId('profile-opponents').locator('tbody tr');
      expect(await opponents.allTextContents()).toEqual(['Ann123', 'Cat31']);
      const recent = page.getByTestId('finished-games').locator('> li');
      expect(await recent.count()).toBe(10);
      const newest = recent.first();
      expect(await newest.getByRole('link', { name: 'Replay' }).getAttribute('href')).toMatch(
        /^\/game\/\d+\/replay$/,
      );
      expect(await newest.textContent()).toContain('Won');
      await fitsWidth(page, width);
      await shoot(page, `profile-${name}`);

      await page.getByTestId('profile-opponents').getByRole('link', { name: 'Ann' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ann' }).waitFor();
      expect(await page.getByTestId('profile-stats').textContent()).toContain('#1 of 4');
    });

    it('marks a computer player, never ranked', async () => {
      const page = await open(width, height);
      await page.goto(`${suite.server.baseUrl}/users/${ids.Computer}`);
      await page.getByText('Computer player', { exact: true }).waitFor();
      expect(await page.getByTestId('profile-stats').textContent()).toContain(
        'computers are not ranked',
      );
    });

    it('lists my games from the navbar’s menu: running, waiting and finished', async () => {
      const page = await open(width, height, true);
      await page.goto(`${suite.server.baseUrl}/lobby`);
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('link', { name: 'My games' }).click();
      await page.getByRole('heading', { name: 'Running (1)' }).waitFor();
      await page.getByRole('heading', { name: 'Waiting for players (1)' }).waitFor();
      expect(await page.getByTestId('current-games').nth(1).textContent()).toContain(
        '1 of 3 seated',
      );
      const finished = page.getByTestId('finished-games').locator('> li');
      expect(await finished.count()).toBe(12);
      // Ann's newest game was one of the three Bob won.
      expect(await finished.first().locator('.finished-game__result').textContent()).toBe('Lost');
      await fitsWidth(page, width);
      await shoot(page, `my-games-${name}`);
    });

    it('filters the archive by player and opponent, and pages through it', async () => {
      const page = await open(width, height);
      await page.goto(`${suite.server.baseUrl}/games/archive`);
      const rows = page.getByTestId('finished-games').locator('> li');
      await expect.poll(() => rows.count()).toBe(20);
      await page.getByRole('button', { name: 'Next →' }).click();
      await expect.poll(() => rows.count()).toBe(7);
      expect(await page.getByRole('button', { name: 'Next →' }).count()).toBe(0);
      await page.getByRole('button', { name: '← Previous' }).click();
      await expect.poll(() => rows.count()).toBe(20);

      await page.getByLabel('Player', { exact: true }).fill('Bob');
      await page.getByLabel('Opponent', { exact: true }).fill('cat');
      await page.getByRole('button', { name: 'Show games' }).click();
      await expect.poll(() => rows.count()).toBe(3);
      expect(new URL(page.url()).searchParams.get('player')).toBe(String(ids.Bob));
      for (const text of await rows.allTextContents()) expect(text).toMatch(/Bob.*Cat|Cat.*Bob/);
      await page.getByLabel('Opponent', { exact: true }).fill('Nobody');
      await page.getByRole('button', { name: 'Show games' }).click();
      await page.getByText('Nobody: There is no such player.').waitFor();
      await page.getByLabel('Opponent', { exact: true }).fill('');
      await page.getByLabel('Game type').selectOption({ label: 'Deathmatch' });
      await page.getByRole('button', { name: 'Show games' }).click();
      await expect.poll(() => rows.count()).toBe(15);
      await fitsWidth(page, width);
      await shoot(page, `archive-${name}`);
    });

    it('lists running games to watch in the lobby, each name a link to its profile', async () => {
      const page = await open(width, height);
      await page.goto(`${suite.server.baseUrl}/lobby`);
      const watchers = page.getByTestId('lobby-watchers');
      await watchers.first().waitFor();
      expect(await watchers.first().textContent()).toBe('0 watching');
      const running = page.locator('.lobby-game', { has: watchers });
      expect(await running.locator('.lobby-game__rating').allTextContents()).toEqual([
        '1560',
        '1440',
      ]);
      await fitsWidth(page, width);
      await shoot(page, `lobby-${name}`);
      await running.getByRole('link', { name: 'Bob' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bob' }).waitFor();
    });

    it('ranks the ladders with their entry rule, per game type and period', async () => {
      const page = await open(width, height);
      await page.goto(`${suite.server.baseUrl}/ladders`);
      const rows = page.locator('.ladder__table tbody tr');
      await expect.poll(() => rows.count()).toBe(4);
      const cells = async () =>
        (await rows.all()).map(async (row) =>
          (await row.locator('td').allTextContents()).slice(0, 3),
        );
      expect(await Promise.all(await cells())).toEqual([
        ['1', 'Ann', '1560'],
        ['2', 'Dan', '1500'],
        ['2', 'Cat', '1500'],
        ['4', 'Bob', '1440'],
      ]);
      expect(await page.getByTestId('ladder-rule').textContent()).toContain(
        'finish at least 10 rated games',
      );
      expect(await page.getByTestId('ladder-rule').textContent()).toContain(
        'Computer players are never ranked',
      );
      await fitsWidth(page, width);
      await shoot(page, `ladder-${name}`);
      await page.getByRole('tab', { name: 'Deathmatch' }).click();
      await expect.poll(() => rows.count()).toBe(2);
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await page.getByText('Nobody has entered this ladder yet.').waitFor();
      await page.getByRole('tab', { name: 'Capitals' }).click();
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.first().locator('td').nth(1).textContent()).toBe('Dan');
      await shoot(page, `ladder-capitals-30d-${name}`);
    });
  });
});
