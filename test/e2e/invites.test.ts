/**
 * Inviting where one plays, between two people in two browsers: Ann picks Ben on the create page
 * and invites Cyd from the waiting box; Ben, on a phone, gets the notification, follows its link
 * to the join form and takes a seat. Once the waiting box is closed, the turn bar still invites.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { registerPlayer } from '../support/gameClients';
import { logInThroughPage } from '../support/playUi';

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('inviting to a game in a real browser', () => {
  const suite = browserSuite();

  async function signedIn(username: string, width: number, height: number): Promise<Page> {
    await registerPlayer(suite.server.baseUrl, username);
    const page = await suite.newPage(width, height);
    await logInThroughPage(page, suite.server.baseUrl, username);
    return page;
  }

  /** Creates a game of the classic map on the create page and waits for its screen. */
  async function createWaitingGame(page: Page): Promise<void> {
    await page.goto(`${suite.server.baseUrl}/game/create?map=1`);
    await page.getByTestId('domination-info').waitFor();
    await page.getByLabel('Your colour').selectOption({ label: 'red' });
    await expect.poll(() => page.getByTestId('create-errors').count()).toBe(0);
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/\d+$/);
  }

  it('invites from the create page and the waiting box; the invitee joins through the link', async () => {
    const { baseUrl } = suite.server;
    const ann = await signedIn('Ann', 1366, 768);
    const ben = await signedIn('Ben', 390, 844);
    await registerPlayer(baseUrl, 'Cyd');

    await ann.goto(`${baseUrl}/game/create?map=1`);
    await ann.getByTestId('domination-info').waitFor();
    await ann.getByLabel('Players', { exact: true }).selectOption('3');
    await ann.getByLabel('Your colour').selectOption({ label: 'red' });
    await ann.getByRole('button', { name: 'Invite players' }).click();
    await ann.getByLabel('Search players').fill('Be');
    await ann.getByRole('button', { name: 'Add Ben' }).click();
    await expect
      .poll(() => ann.getByRole('list', { name: 'Invited when the game is created' }).textContent())
      .toContain('Ben');
    if (SHOTS) await ann.screenshot({ path: `${SHOTS}/invite-create-1366.png`, fullPage: true });
    await expect.poll(() => ann.getByTestId('create-errors').count()).toBe(0);
    await ann.getByRole('button', { name: 'Create game' }).click();
    await ann.waitForURL(/\/game\/\d+$/);
    const gameId = Number(/\/game\/(\d+)$/.exec(ann.url())![1]);

    // The waiting box invites too, and gives the link to share.
    const box = ann.getByRole('dialog', { name: 'Waiting for players' });
    await box.getByRole('button', { name: 'Invite players' }).click();
    await box.getByLabel('Search players').fill('Cy');
    await box.getByRole('button', { name: 'Invite Cyd' }).click();
    await expect.poll(() => box.getByRole('status').textContent()).toBe('Cyd has been invited.');
    expect(await box.getByLabel('Link to join').inputValue()).toBe(
      `${baseUrl}/game/${gameId}?join=1`,
    );
    if (SHOTS) await ann.screenshot({ path: `${SHOTS}/invite-waiting-1366.png` });

    // Ben's navbar hears of it without a reload; its link opens the join form.
    const bell = ben.getByRole('button', { name: /^Notifications: [1-9]/ });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const note = ben.locator('#navbar-bell-menu').getByText(`Ann invited you to game #${gameId}.`);
    await note.waitFor();
    if (SHOTS) await ben.screenshot({ path: `${SHOTS}/invite-notification-390.png` });
    await ben.locator('#navbar-bell-menu').getByRole('link', { name: 'Open game' }).first().click();
    await ben.waitForURL(new RegExp(`/game/${gameId}\\?join=1$`));
    const join = ben.getByRole('form', { name: 'Join this game' });
    await join.waitFor();
    await expect
      .poll(() => ben.evaluate(() => document.activeElement?.id ?? ''))
      .toBe(await join.getByLabel('Colour').getAttribute('id'));
    if (SHOTS) await ben.screenshot({ path: `${SHOTS}/invite-join-390.png` });
    await join.getByLabel('Colour').selectOption({ label: 'blue' });
    await join.getByRole('button', { name: 'Join game' }).click();
    await expect.poll(() => join.count(), { timeout: 15_000 }).toBe(0);
    // Ann's waiting box counts the new seat.
    await expect.poll(() => box.textContent(), { timeout: 15_000 }).toContain('2 of 3 players');
    expect(await ben.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Two browsers and a notification's wait: on a loaded two-core machine it passed 60 s.
  }, 120_000);

  it('fits the waiting box with its invitations on a phone', async () => {
    const dee = await signedIn('Dee', 390, 844);
    await createWaitingGame(dee);
    const box = dee.getByRole('dialog', { name: 'Waiting for players' });
    await box.getByRole('button', { name: 'Invite players' }).click();
    // Players online come first, before anything is typed.
    await expect
      .poll(() => box.getByRole('list', { name: 'Players found' }).textContent())
      .toContain('Ann');
    expect(await dee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const link = (await box.getByLabel('Link to join').boundingBox())!;
    expect(link.x + link.width).toBeLessThanOrEqual(390);
    if (SHOTS) await dee.screenshot({ path: `${SHOTS}/invite-waiting-390.png` });
  });

  it('keeps a way to invite in the turn bar once the waiting box is closed', async () => {
    const fay = await signedIn('Fay', 1366, 768);
    await registerPlayer(suite.server.baseUrl, 'Gus');
    await createWaitingGame(fay);
    const box = fay.getByRole('dialog', { name: 'Waiting for players' });
    await box.waitFor();
    await fay.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    if (SHOTS) await fay.screenshot({ path: `${SHOTS}/invite-waiting-closed-1366.png` });

    await fay.getByTestId('turn-bar').getByRole('button', { name: 'Invite players' }).click();
    const invites = fay.getByRole('dialog', { name: 'Invite players' });
    await invites.getByLabel('Search players').fill('Gu');
    await invites.getByRole('button', { name: 'Invite Gus' }).click();
    await expect
      .poll(() => invites.getByRole('status').textContent())
      .toBe('Gus has been invited.');
    if (SHOTS) await fay.screenshot({ path: `${SHOTS}/invite-turn-bar-1366.png` });
    await invites.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => invites.count()).toBe(0);
    // Still there after one use, for the next friend.
    await expect
      .poll(() =>
        fay.getByTestId('turn-bar').getByRole('button', { name: 'Invite players' }).count(),
      )
      .toBe(1);
  });
});
