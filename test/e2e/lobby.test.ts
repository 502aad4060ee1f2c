import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';

describe.skipIf(!hasChromium)('lobby, create game, chat and navbar in a real browser', () => {
  const suite = browserSuite();

  /** A signed-in browser for a new account (registered over HTTP, sharing the page's cookies). */
  async function signedIn(username: string, width: number): Promise<Page> {
    const context: BrowserContext = await suite.newContext({
      viewport: { width, height: 900 },
    });
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

  const turns = async (page: Page) => Number(await page.getByTestId('navbar-turns').textContent());

  it('creates a game that appears in another lobby live, is joined from there, and chat and navbar follow', async () => {
    const alice = await signedIn('Alice', 1280);
    const bob = await signedIn('Bob', 390);
    await bob.goto(`${suite.server.baseUrl}/lobby`);
    await expect
      .poll(() => bob.getByTestId('lobby-caption').textContent())
      .toContain('0 open games');

    await alice.goto(`${suite.server.baseUrl}/game/create?map=1`);
    await alice.getByTestId('domination-info').waitFor();
    await alice.getByLabel('Players', { exact: true }).selectOption('2');
    await expect
      .poll(() => alice.getByTestId('create-errors').textContent())
      .toContain('No color.');
    expect(await alice.getByRole('button', { name: 'Create game' }).isDisabled()).toBe(true);
    await alice.getByLabel('Your colour').selectOption({ label: 'red' });
    await expect.poll(() => alice.getByTestId('create-errors').count()).toBe(0);
    await expect.poll(() => alice.getByTestId('navbar-pending-live').textContent()).toBe('0');
    await alice.getByRole('button', { name: 'Create game' }).click();
    await alice.waitForURL(/\/game\/\d+$/);
    const gameId = Number(/\/game\/(\d+)$/.exec(alice.url())![1]);

    // Bob's lobby polls every 30 s: seeing the game within 10 s means the lobby room pushed it.
    const card = bob.locator(`article[data-game-id="${gameId}"]`);
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toContain('Alice');
    expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await alice.goto(`${suite.server.baseUrl}/lobby`);
    await expect.poll(() => alice.getByTestId('navbar-pending-live').textContent()).toBe('1');
    expect((await turns(alice)) + (await turns(bob))).toBe(0);

    await alice.getByLabel('Message').fill('Hello Bob <b>not bold</b>');
    await alice.getByRole('button', { name: 'Send' }).click();
    const line = bob.locator('.chat-line', { hasText: 'Hello Bob' });
    await line.waitFor({ timeout: 10_000 });
    expect(await line.locator('.chat-line__body').textContent()).toBe('Hello Bob <b>not bold</b>');
    expect(await line.locator('b').count()).toBe(0);
    await bob.getByLabel('Message').fill('Hi Alice!');
    await bob.getByRole('button', { name: 'Send' }).click();
    await alice.locator('.chat-line', { hasText: 'Hi Alice!' }).waitFor({ timeout: 10_000 });

    await card.getByLabel('Colour').selectOption({ label: 'blue' });
    await card.getByRole('button', { name: 'Join' }).click();
    // Seated now (and the game full, so running): the player is taken to the game.
    await bob.waitForURL(new RegExp(`/game/${gameId}$`));
    await bob.getByTestId('play-canvas').waitFor();
    // Back in the lobby, where no Begin turn dialog sits over the navbar.
    await bob.goto(`${suite.server.baseUrl}/lobby`);

    // The game started: exactly one of them is on turn, pushed to both navbars without a click.
    await expect
      .poll(async () => (await turns(alice)) + (await turns(bob)), { timeout: 10_000 })
      .toBe(1);
    await expect.poll(() => alice.getByTestId('navbar-pending-live').textContent()).toBe('0');
    const onTurn = (await turns(alice)) === 1 ? alice : bob;
    await onTurn.getByRole('button', { name: /^Notifications: [1-9]/ }).click();
    await onTurn
      .locator('#navbar-bell-menu')
      .getByText(`It is your turn in game #${gameId}.`)
      .waitFor();
  });

  it('invites from the user list, showing a failed invitation as an icon with the reason', async () => {
    const carol = await signedIn('Carol', 390);
    await signedIn('Dave', 1280);
    const session = await (await carol.request.get(`${suite.server.baseUrl}/api/session`)).json();
    const created = await carol.request.post(`${suite.server.baseUrl}/game/create`, {
      headers: { 'x-csrf-token': session.csrfToken },
      data: {
        num_players: 3,
        game_type: 0,
        cards: 0,
        fortification: 2,
        turn_order: 0,
        players_per_team: 1,
        turn_time: 300,
        map_id: 1,
        color: 5,
      },
    });
    const gameId = (await created.json()).game_id as number;

    await carol.goto(
      `${suite.server.baseUrl}/users?online=1&sort=last_active&dir=desc&invite=${gameId}`,
    );
    await carol.getByRole('button', { name: 'Invite Dave' }).click();
    await carol.getByText('Invited ✓').waitFor();

    await carol.getByLabel('Username').fill('Nobody');
    await carol.getByRole('button', { name: 'Invite Nobody' }).click();
    const icon = carol.getByRole('img', { name: /^Invite failed: / });
    await icon.waitFor();
    expect(await icon.getAttribute('title')).toBeTruthy();
  });
});
