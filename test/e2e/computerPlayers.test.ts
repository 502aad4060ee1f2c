import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPUTER_TEXTS } from '../../shared/protocol/computers';
import { browserSuite, hasChromium } from '../support/browser';

describe.skipIf(!hasChromium)('computer players from the create page to the player list', () => {
  const suite = browserSuite();

  async function signedIn(username: string): Promise<Page> {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const session = await (await context.request.get(`${suite.server.baseUrl}/api/session`)).json();
    const password = `${username.toLowerCase()}-password`;
    const registered = await context.request.post(`${suite.server.baseUrl}/register`, {
      headers: { 'x-csrf-token': session.csrfToken },
      data: {
        username,
        email: `${username.toLowerCase()}@example.com`,
        password,
        password_confirmation: password,
      },
    });
    expect(registered.ok()).toBe(true);
    return context.newPage();
  }

  it('adds computer players with a level per seat, and the game shows them marked', async () => {
    const alice = await signedIn('Alice');
    await alice.goto(`${suite.server.baseUrl}/game/create?map=1`);
    await alice.getByTestId('domination-info').waitFor();
    await alice.getByLabel('Players', { exact: true }).selectOption('3');
    await alice.getByLabel('Turn time').selectOption('86400');
    await alice.getByLabel('Your colour').selectOption({ label: 'red' });
    expect(await alice.getByText(COMPUTER_TEXTS.rating).count()).toBe(1);
    const add = alice.getByRole('button', { name: 'Add a computer player' });
    await add.click();
    await add.click();
    // Two computers and the creator fill the three seats: no more can be added.
    expect(await add.isDisabled()).toBe(true);
    await alice.getByLabel('Computer player 2').selectOption('hard');
    await alice.getByLabel('Players who miss 3 turns in a row').selectOption('easy');
    await expect.poll(() => alice.getByTestId('create-errors').count()).toBe(0);
    await alice.screenshot({ path: 'test-results/computer-players-create.png', fullPage: true });
    await alice.getByRole('button', { name: 'Create game' }).click();
    await alice.waitForURL(/\/game\/\d+$/);

    const players = alice.getByRole('list', { name: 'Players' });
    await expect
      .poll(() => players.textContent(), { timeout: 15_000 })
      .toContain('(computer, Hard)');
    expect(await players.textContent()).toContain('(computer, Normal)');
    expect(await alice.getByRole('img', { name: 'Computer player, Hard' }).count()).toBe(1);
    await alice.screenshot({ path: 'test-results/computer-players-play.png' });
  });
});
