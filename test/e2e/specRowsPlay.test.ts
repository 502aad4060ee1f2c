/**
 * Spec rows of issue 27 on the play screen, in a real browser: which tabs a seat, a visitor and
 * staff get, what the start clears, resigning, the end with nobody left, the beta prompt, a
 * refused join, and the suspended and inactivity modals (with the page's clock run ahead).
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { buildRingMap } from '../support/editorMaps';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import type { HttpClient } from '../support/httpClient';
import { stateOf } from '../support/playUi';
import { registerAdmin, signInAdmin } from '../support/staff';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Several play screens and sign-ins per test: minutes on a loaded two-core machine. */
const SLOW = 240_000;

describe.skipIf(!hasChromium)('spec rows on the play screen', () => {
  const suite = browserSuite();
  const players: Record<string, TestPlayer> = {};
  let admin: HttpClient;

  beforeAll(async () => {
    for (const name of ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank'])
      players[name] = await registerPlayer(suite.server.baseUrl, name);
    admin = await signInAdmin(suite.server.baseUrl);
    players.Staffer = await registerAdmin(suite.server.baseUrl, 'Staffer');
  });

  const pages: Page[] = [];
  afterEach(async () => {
    // Open play screens keep drawing and polling: each test closes what it opened.
    for (const page of pages.splice(0)) await page.context().close();
  });

  /**
   * A page signed in as `player`: its session cookies go to the browser, as a sign-in through the
   * login page takes longer than a poll waits on a loaded machine (the accounts tests cover it).
   */
  async function pageAs(player: TestPlayer): Promise<Page> {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      player.http.cookieHeader.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: suite.server.baseUrl };
      }),
    );
    const page = await context.newPage();
    pages.push(page);
    return page;
  }

  async function openGame(page: Page, gameId: number) {
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    await expect
      .poll(() => page.getByTestId('connection').textContent(), { timeout: 60_000 })
      .toBe('Live');
  }

  const tabNames = (page: Page) => page.getByRole('tab').allTextContents();
  const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

  async function join(player: TestPlayer, gameId: number, color: number) {
    const joined = await playHttp(player, gameId, 'join-game', { color });
    expect(joined.body.success).toBe(true);
  }

  // T1: the start (status 1 to 2) clears the pre-game player list.
  // S19: team chat and notes only once the game runs, and only for a seat.
  // S18: the debug tab for staff. T21: resign only while running, after ticking the confirm box.
  it(
    'T1 S19 S18 T21 a team game from waiting to running: tabs, the start, the debug tab, resigning',
    async () => {
      const { Alice, Bob, Carol, Dave, Erin } = players;
      const gameId = await createGame(Alice!, { num_players: 4, players_per_team: 2, color: 1 });
      await join(Bob!, gameId, 2);
      await join(Carol!, gameId, 3);

      const seat = await pageAs(players.Alice!);
      const visitor = await pageAs(players.Erin!);
      await openGame(seat, gameId);
      await openGame(visitor, gameId);
      // Before the start: the waiting seat's list of who joined, the visitor's join form.
      const waiting = dialog(seat, 'Waiting for players');
      await expect.poll(() => waiting.textContent()).toContain('3 of 4 players have joined');
      await expect.poll(() => visitor.getByRole('tab', { name: 'Join game' }).count()).toBe(1);
      expect(await visitor.getByRole('form', { name: 'Join this game' }).textContent()).toContain(
        '3 of 4 seats taken',
      );
      for (const page of [seat, visitor]) {
        const tabs = await tabNames(page);
        expect(tabs).not.toContain('Team chat');
        expect(tabs).not.toContain('Notes');
        expect(tabs).not.toContain('Debug');
      }
      // The Options tab shows (the first of the seat's side) without the Resign box.
      expect(await seat.getByRole('tab', { name: 'Options' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(await seat.getByRole('group', { name: 'Resign' }).count()).toBe(0);

      await join(Dave!, gameId, 4);
      // T1: the start clears the pre-game lists, live.
      await expect.poll(() => waiting.count()).toBe(0);
      await expect.poll(() => visitor.getByRole('tab', { name: 'Join game' }).count()).toBe(0);
      expect(await visitor.getByRole('form', { name: 'Join this game' }).count()).toBe(0);
      // S19: the seat now has its team chat and notes; the visitor has neither.
      await expect
        .poll(() => tabNames(seat))
        .toEqual(expect.arrayContaining(['Team chat', 'Notes']));
      const visitorTabs = await tabNames(visitor);
      expect(visitorTabs).not.toContain('Team chat');
      expect(visitorTabs).not.toContain('Notes');
      expect(await tabNames(seat)).not.toContain('Debug');

      // S18: staff get the hack panel's views of this game in a Debug tab.
      const staff = await pageAs(players.Staffer!);
      await openGame(staff, gameId);
      // Clicked as events: on this loaded machine the panel's tab strip never settles for a pointer.
      await staff.getByRole('tab', { name: 'Debug' }).dispatchEvent('click');
      await staff.getByRole('button', { name: 'Engine state' }).dispatchEvent('click');
      await expect
        .poll(() => staff.getByTestId('debug-output').textContent())
        .toContain(`"game_id": ${gameId}`);
      await staff.getByRole('button', { name: 'Replay events' }).dispatchEvent('click');
      await expect
        .poll(() => staff.getByTestId('debug-output').textContent())
        .toContain('"events"');

      // T21: out of the Begin turn modal's way, then resign only after ticking the box.
      const s = await stateOf(Alice!, gameId);
      const onTurn = [Alice!, Bob!, Carol!, Dave!].find((p) => p.userId === s.turn!.user_id)!;
      await playHttp(onTurn, gameId, 'begin-turn', { last_update: s.version });
      await expect.poll(() => dialog(seat, 'It is your turn').count()).toBe(0);
      await seat.getByRole('tab', { name: 'Options' }).click();
      const resign = seat.getByRole('group', { name: 'Resign' });
      const button = resign.getByRole('button', { name: 'Resign' });
      expect(await button.isDisabled()).toBe(true);
      await resign.getByLabel('I really want to resign').check();
      expect(await button.isDisabled()).toBe(false);
      await button.click();
      await expect.poll(async () => (await stateOf(Alice!, gameId)).me?.resigned).toBe(true);
      await expect.poll(() => resign.count()).toBe(0);
      void Erin;
    },
    SLOW,
  );

  // T3: status 3 with no players: a modal that all players left, with a re-open link.
  it(
    'T3 a game everybody left shows "All players left" with a link to re-open it',
    async () => {
      const { Frank } = players;
      const gameId = await createGame(Frank!, { num_players: 2 });
      const left = await playHttp(Frank!, gameId, 'leave-game');
      expect(left.body.success).toBe(true);
      const page = await pageAs(players.Frank!);
      await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
      const modal = dialog(page, 'All players left');
      await expect.poll(() => modal.count()).toBe(1);
      const reopen = modal.getByRole('link', { name: 'Re-open a game on this map' });
      expect(await reopen.getAttribute('href')).toBe('/game/create?map=1');
      await reopen.click();
      await expect.poll(() => page.url()).toBe(`${suite.server.baseUrl}/game/create?map=1`);
    },
    SLOW,
  );

  // V32: joining a game with beta settings asks first, with the spec's text.
  // X7: a refused join shows the server's error next to the error icon.
  it(
    'V32 X7 joining: the beta prompt decides, and a refusal shows the server’s error',
    async () => {
      const { Bob, Carol, Dave, Erin } = players;
      const ringId = await buildRingMap(admin, 'Beta Ring');
      const published = await admin.post(`/api/editor/maps/${ringId}/publish`);
      expect(published.status).toBe(200);
      const betaGame = await createGame(Bob!, { num_players: 2, map_id: ringId });

      const page = await pageAs(players.Erin!);
      await openGame(page, betaGame);
      const prompts: string[] = [];
      let accept = false;
      page.on('dialog', (d) => {
        prompts.push(d.message());
        void (accept ? d.accept() : d.dismiss());
      });
      const form = page.getByRole('form', { name: 'Join this game' });
      await form.getByLabel('Colour').selectOption({ label: 'red' });
      await form.getByRole('button', { name: 'Join game' }).click();
      await expect
        .poll(() => prompts)
        .toEqual(['This game contains beta settings. Are you sure you want to join?']);
      expect((await stateOf(Erin!, betaGame)).me).toBeNull();
      accept = true;
      await form.getByRole('button', { name: 'Join game' }).click();
      await expect.poll(async () => (await stateOf(Erin!, betaGame)).me?.color).toBe(3);
      expect(prompts).toHaveLength(2);

      // X7: the wrong password, refused by the server in its own words (as 'error: ...', spec §8).
      const locked = await createGame(Carol!, { num_players: 2, password: 'secret1' });
      const refused = await playHttp(Dave!, locked, 'join-game', { color: 3, password: 'wrong' });
      expect(refused.body.success).toBe(false);
      const serverError = refused.body.error as string;
      await openGame(page, locked);
      await form.getByLabel('Colour').selectOption({ label: 'red' });
      await form.getByLabel('Password').fill('wrong');
      await form.getByRole('button', { name: 'Join game' }).click();
      const alert = form.getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(`⚠ error: ${serverError}`);
      expect(await form.getByRole('button', { name: 'Join game' }).isDisabled()).toBe(false);
    },
    SLOW,
  );

  // X14: after 15 min without input, auto refresh stops with the spec's modal and Re-enable.
  it(
    'X14 the inactivity modal with Re-enable',
    async () => {
      const { Bob, Dave } = players;
      const gameId = await createGame(Dave!, { num_players: 2 });
      await join(Bob!, gameId, 2);

      const page = await pageAs(players.Dave!);
      await page.clock.install();
      await openGame(page, gameId);
      await page.clock.fastForward(FIFTEEN_MINUTES + 3_000);
      const idle = dialog(page, 'Auto refresh is off');
      await expect
        .poll(() => idle.locator('p').textContent())
        .toBe('Auto refresh has been disabled due to inactivity for more than 15 minutes.');
      await idle.getByRole('button', { name: 'Re-enable' }).click();
      await expect
        .poll(() => page.getByTestId('connection').textContent(), { timeout: 60_000 })
        .toBe('Live');
      expect(await idle.count()).toBe(0);
    },
    SLOW,
  );

  // X13: the room away and 5 failed updates in a row: the game shows as suspended, with the
  // spec's text, and the page asks for no more updates.
  it(
    'X13 five failed updates show the game as suspended and stop polling',
    async () => {
      const { Erin, Frank } = players;
      const gameId = await createGame(Erin!, { num_players: 2 });
      await join(Frank!, gameId, 2);

      const page = await pageAs(players.Erin!);
      await page.clock.install();
      // The room can never be joined (its matchmaker refuses), so the page polls over HTTP.
      await page.route('**/matchmake/**', (route) => route.abort());
      // update-state answers until the page polls (the first load needs it), then always fails.
      let failing = false;
      let failed = 0;
      await page.route(`**/game/${gameId}/play/update-state`, async (route) => {
        if (!failing) return route.continue();
        failed++;
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
      });
      await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
      await expect
        .poll(() => page.getByTestId('connection').textContent(), { timeout: 60_000 })
        .toBe('Polling: no live link');
      failing = true;

      // Polls come every 8 s while active and 16 s otherwise: the clock runs a poll at a time.
      const suspended = dialog(page, 'Game suspended');
      for (let poll = 1; poll <= 5; poll++) {
        expect(await suspended.count()).toBe(0);
        for (let s = 0; s < 20 && failed < poll; s++) await page.clock.runFor(1_000);
        await expect.poll(() => failed).toBe(poll);
      }
      await expect
        .poll(() => suspended.locator('p').textContent())
        .toBe('This game has been suspended due to server errors.');
      expect(await page.getByTestId('connection').textContent()).toBe('Suspended');

      // Five minutes on (the room's rejoins included): no update asked for, and the box stays.
      for (let minute = 0; minute < 5; minute++) await page.clock.runFor(60_000);
      await page.waitForTimeout(1_000);
      expect(failed).toBe(5);
      expect(await suspended.locator('p').textContent()).toBe(
        'This game has been suspended due to server errors.',
      );
    },
    SLOW,
  );
});
