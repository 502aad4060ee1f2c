/**
 * Spec rows of issue 27 on the pages around the game, in a real browser: the create page's
 * multiple-decks link to the glossary and its token cost table, the moderator panel's
 * validate-model texts, and the chat's send and moderation failures.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import { registerAdmin } from '../support/staff';
import { logInThroughPage } from '../support/playUi';

describe.skipIf(!hasChromium)('spec rows on the create page, the mod panel and the chat', () => {
  const suite = browserSuite();
  let alice: TestPlayer;

  beforeAll(async () => {
    alice = await registerPlayer(suite.server.baseUrl, 'Alice');
    await registerAdmin(suite.server.baseUrl, 'Staffer');
  });

  /** One staff page for the tests that need one: a sign-in per test is slow on a loaded machine. */
  let staffPage: Page | undefined;
  async function staff(): Promise<Page> {
    staffPage ??= await pageAs('Staffer');
    return staffPage;
  }

  async function pageAs(username: string): Promise<Page> {
    const page = await suite.newPage();
    await logInThroughPage(page, suite.server.baseUrl, username);
    return page;
  }

  // R14: the multiple-decks warning links to /tutorial/glossary#multiple-card-decks.
  // S12: the create page's token cost overview.
  it('R14 S12 create page: token costs, and the multiple-decks warning opens its glossary entry', async () => {
    const page = await pageAs('Alice');
    // Short enough that the glossary has to scroll to its entry.
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(`${suite.server.baseUrl}/game/create?map=1`);
    await page.getByTestId('domination-info').waitFor();

    // S12: joining costs 1 (2 players) or 2 (more), +1 long-term, + the premium cost (none here).
    const costs = page.locator('table.token-costs');
    await expect
      .poll(() => costs.locator('caption').textContent())
      .toBe('Tokens to join a game on this map');
    const rows = await costs
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual([
      ['Live', '1', '2'],
      ['Long-term', '2', '3'],
    ]);

    // R14: 9 players x 5 cards exceed the classic world's 42 territories.
    await page.getByLabel('Players', { exact: true }).selectOption('9');
    const link = page.getByRole('link', { name: 'What does that mean?' });
    expect(await link.getAttribute('href')).toBe('/tutorial/glossary#multiple-card-decks');
    await link.click();
    await expect
      .poll(() => page.url())
      .toBe(`${suite.server.baseUrl}/tutorial/glossary#multiple-card-decks`);
    const entry = page.locator('#multiple-card-decks');
    await expect.poll(() => entry.textContent()).toContain('Multiple card decks');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await entry.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThan(-1);
    expect(box.top).toBeLessThan(300);
  });

  // X4: validate-model shows 'This model does not exist.', the details, or the failure text.
  it('X4 mod panel validate-model: no such model, details, and a failure', async () => {
    const page = await staff();
    await page.goto(`${suite.server.baseUrl}/modpanel`);
    await page.getByRole('tab', { name: 'System' }).click();
    const form = page.locator('form', { hasText: 'Validate a model' });
    await form.getByLabel('Model').selectOption('user');
    await form.getByLabel('Id').fill('999999');
    await form.getByRole('button', { name: 'Validate' }).click();
    await expect
      .poll(() => form.locator('.staff-note--error').textContent())
      .toBe('This model does not exist.');

    await form.getByLabel('Id').fill(String(alice.userId));
    await form.getByRole('button', { name: 'Validate' }).click();
    await expect.poll(() => form.locator('pre').textContent()).toContain('"Alice"');
    expect(await form.locator('.staff-note--error').count()).toBe(0);

    await page.route('**/modpanel/system/settings/validate-model', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'database away' }),
    );
    await form.getByRole('button', { name: 'Validate' }).click();
    await expect
      .poll(() => form.locator('.staff-note--error').textContent())
      .toBe('An error occured when validating: 500 Internal Server Error - database away');
  });

  // V44: the Send button is disabled while sending, and a failure marks the form in error.
  // X6: a failed delete or restore shows an alert with the data, the status and the error.
  it('V44 X6 lobby chat: Send disabled while sending, form marked on failure; moderation failure alert', async () => {
    const said = await alice.http.post('/chat/send', { room_id: 'lobby', body: 'hello all' });
    const lineId = ((await said.json()) as { line: { id: number } }).line.id;
    const page = await staff();
    await page.goto(`${suite.server.baseUrl}/lobby`);
    const chat = page.locator('section.chat-panel');
    await chat.getByText('hello all').waitFor();

    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/chat/send', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'chat is down' });
    });
    await chat.getByLabel('Message').fill('are you there?');
    const send = chat.getByRole('button', { name: 'Send' });
    await send.click();
    await expect.poll(() => send.isDisabled()).toBe(true);
    expect(await chat.locator('form.chat-form--error').count()).toBe(0);
    release();
    await expect.poll(() => chat.locator('form.chat-form--error').count()).toBe(1);
    expect(await chat.getByLabel('Message').getAttribute('aria-invalid')).toBe('true');
    expect(await chat.locator('.chat-form__error').textContent()).toContain('chat is down');
    expect(await send.isDisabled()).toBe(false);
    await page.unroute('**/chat/send');
    await send.click();
    await expect.poll(() => chat.locator('form.chat-form--error').count()).toBe(0);
    await chat.getByText('are you there?').waitFor();

    const refusal = { success: false, error: 'Line is locked' };
    await page.route(`**/chat/${lineId}/delete`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify(refusal),
      }),
    );
    await chat
      .locator('li', { hasText: 'hello all' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect
      .poll(() => chat.getByRole('alert').first().textContent())
      .toBe(
        `Could not delete line ${lineId}. Data: ${JSON.stringify(refusal)}; status: 403; error: Line is locked`,
      );
  });
});
