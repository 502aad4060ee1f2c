/**
 * The play screen's notes and report tabs in a real browser: notes read when the tab opens,
 * 'Saved' once a save is accepted and read back, still there after a reload; a report sent shows
 * in the list read again after it (spec §5, §7).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { stateOf } from '../support/playUi';

/** A play screen and a reload on a loaded two-core machine. */
const SLOW = 180_000;

describe.skipIf(!hasChromium)('the play screen’s notes and reports', () => {
  const suite = browserSuite();
  let ann: TestPlayer;
  let gameId: number;
  let page: Page;

  beforeAll(async () => {
    const base = suite.server.baseUrl;
    ann = await registerPlayer(base, 'NoteAnn');
    const ben = await registerPlayer(base, 'NoteBen');
    gameId = await createGame(ann, { map_id: 1, color: 2 });
    expect((await playHttp(ben, gameId, 'join-game', { color: 3 })).body.success).toBe(true);
    // Whoever is on turn begins it, so no 'It is your turn' modal stands over the tabs.
    const s = await stateOf(ann, gameId);
    const onTurn = [ann, ben].find((p) => p.userId === s.turn!.user_id)!;
    await playHttp(onTurn, gameId, 'begin-turn', { last_update: s.version });
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      ann.http.cookieHeader.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: base };
      }),
    );
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  async function openTab(name: string) {
    await page.getByRole('tab', { name }).click();
  }

  it(
    'saves the notes, says Saved, and shows them again after a reload',
    async () => {
      await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
      await openTab('Notes');
      const notes = page.getByLabel('Your notes (only you see them)');
      await notes.waitFor({ timeout: 60_000 });
      expect(await notes.inputValue()).toBe('');
      expect(await page.getByRole('button', { name: 'Saved' }).isDisabled()).toBe(true);
      await notes.fill('Hold the north.');
      await page.getByRole('button', { name: 'Save notes' }).click();
      await page.getByRole('button', { name: 'Saved' }).waitFor();
      const stored = await playHttp(ann, gameId, 'get-notes');
      expect(stored.body.notes).toEqual({ body: 'Hold the north.' });

      await page.reload();
      await openTab('Notes');
      await expect
        .poll(() => page.getByLabel('Your notes (only you see them)').inputValue(), {
          timeout: 60_000,
        })
        .toBe('Hold the north.');
    },
    SLOW,
  );

  it(
    'lists a report once it is sent',
    async () => {
      await openTab('Report');
      await page.getByText('You have not reported anyone in this game.').waitFor();
      await page.getByLabel('Player', { exact: true }).selectOption({ label: 'NoteBen' });
      await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Abusive chat' });
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.locator('.report-list li', { hasText: 'NoteBen: Abusive chat' }).waitFor();
      const listed = await playHttp(ann, gameId, 'get-reports');
      expect(listed.body.list).toEqual([expect.objectContaining({ username: 'NoteBen', type: 2 })]);
    },
    SLOW,
  );
});
