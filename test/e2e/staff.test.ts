import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STAFF_TEXTS } from '../../shared/protocol/staff';
import { browserSuite, hasChromium } from '../support/browser';
import { pixels } from '../support/canvasPixels';
import { createGame, playHttp, registerPlayer } from '../support/gameClients';
import { registerModerator, signInAdmin } from '../support/staff';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

/** Signs in from inside the page, as the login form's own fetch would. */
async function signIn(page: Page, username: string, password: string) {
  await page.evaluate(
    async ({ name, secret }) => {
      const { csrfToken } = await (await fetch('/api/session')).json();
      await fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ username: name, password: secret }),
      });
    },
    { name: username, secret: password },
  );
}

/** How many of the canvas's pixels have the colour (r, g, b), give or take a little. */
async function pixelsOfColour(canvas: Locator, [r, g, b]: readonly [number, number, number]) {
  const raw = await pixels(canvas);
  let count = 0;
  for (let i = 0; i < raw.length; i += 3) {
    const close = Math.abs(raw[i]! - r) + Math.abs(raw[i + 1]! - g) + Math.abs(raw[i + 2]! - b);
    if (close < 40) count++;
  }
  return count;
}

/** Whether the page is wider than the viewport (something overflows sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe.skipIf(!hasChromium)('the staff tools in a real browser', () => {
  const suite = browserSuite();

  it('lets an admin grant a permission on the role settings page, effective at once', async () => {
    const admin = await signInAdmin(suite.server.baseUrl);
    const moderator = await registerModerator(suite.server.baseUrl, admin, 'Mona');
    expect((await moderator.http.get('/modpanel/stats/api')).status).toBe(403);
    for (const size of SIZES) {
      const page = await suite.newPage(size.width, size.height);
      await page.goto(suite.server.baseUrl);
      await signIn(page, 'admin', 'admin-password');
      await page.goto(`${suite.server.baseUrl}/admin/permissions`);
      const row = page.locator('[data-testid="permissions"] tr', { hasText: 'system.stats' });
      await expect.poll(() => row.count()).toBe(1);
      const moderatorCell = row.locator('td').nth(2);
      // The desktop pass grants it; the phone pass sees the grant.
      const granted = size.name === 'phone';
      await expect
        .poll(() => moderatorCell.textContent())
        .toContain(granted ? 'has it' : 'has not');
      await shoot(page, `permissions-${size.name}`);
      expect(await overflows(page), 'the page overflows sideways').toBe(false);
      if (size.name === 'desktop') {
        await moderatorCell.getByRole('button', { name: 'Grant' }).click();
        await expect.poll(() => moderatorCell.textContent()).toContain('has it');
        expect(
          await moderatorCell.getByRole('button', { name: 'Grant' }).getAttribute('aria-pressed'),
        ).toBe('true');
      }
      await page.context().close();
    }
    expect((await moderator.http.get('/modpanel/stats/api')).status).toBe(200);
  });

  it('draws the stats series as a time chart, with a legend, on a desktop and a phone', async () => {
    for (const size of SIZES) {
      const page = await suite.newPage(size.width, size.height);
      await page.goto(suite.server.baseUrl);
      await signIn(page, 'Mona', 'secret-password');
      await page.goto(`${suite.server.baseUrl}/modpanel`);
      await page.getByRole('tab', { name: 'Stats' }).click();
      const canvas = page.locator('[data-testid="stats-chart"] canvas');
      await expect.poll(() => canvas.count()).toBe(1);
      const legend = page.locator('.u-legend');
      for (const label of ['Users online', 'Games started', 'Sign-ups', 'Actions per minute'])
        expect(await legend.textContent()).toContain(label);
      await page.locator('.staff-chart').scrollIntoViewIfNeeded();
      await shoot(page, `stats-${size.name}`);
      // The users-online line (#4c8dff) is drawn: two accounts are online.
      await expect.poll(() => pixelsOfColour(canvas, [0x4c, 0x8d, 0xff])).toBeGreaterThan(20);
      const box = await canvas.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(size.width);
      expect(await overflows(page), 'the page overflows sideways').toBe(false);
      await page.context().close();
    }
  });

  it('checks a game id as it is typed, and refuses a hack-panel body that is not JSON', async () => {
    const page = await suite.newPage(1366, 768);
    await page.goto(suite.server.baseUrl);
    await signIn(page, 'admin', 'admin-password');
    await page.goto(`${suite.server.baseUrl}/modpanel`);
    await page.getByRole('tab', { name: 'Games' }).click();
    await page.getByLabel('Game id').first().fill('424242');
    await expect
      .poll(() => page.getByText(STAFF_TEXTS.gameCheckError('Not Found')).count())
      .toBeGreaterThan(0);
    await shoot(page, 'games-desktop');

    await page.goto(`${suite.server.baseUrl}/admin/hack`);
    await page.getByLabel('Body (JSON)').fill('{ "user_id": 1, body: oops }');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByText(STAFF_TEXTS.invalidJson).count()).toBe(1);
    await page.getByLabel('Body (JSON)').fill('{ "user_id": 1, "body": "Hello admin" }');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('.staff-pre').textContent()).toContain('notification_id');
    await shoot(page, 'hack-desktop');
    await page.context().close();
  });

  it('walks a user’s admin tabs: username behind its checkbox, event-log filter, failure text', async () => {
    const admin = await signInAdmin(suite.server.baseUrl);
    const target = await registerPlayer(suite.server.baseUrl, 'Tia');
    await createGame(target, { num_players: 2 });
    await target.http.post('/chat/send', { body: 'hi', room_id: 'lobby' });
    for (const size of SIZES) {
      const page = await suite.newPage(size.width, size.height);
      await page.goto(suite.server.baseUrl);
      await signIn(page, 'admin', 'admin-password');
      await page.goto(`${suite.server.baseUrl}/modpanel/user/${target.userId}`);
      const username = page.getByLabel('Username', { exact: true });
      await expect.poll(() => username.isDisabled()).toBe(true);
      await shoot(page, `user-profile-${size.name}`);
      expect(await overflows(page), 'the page overflows sideways').toBe(false);
      if (size.name === 'desktop') {
        await page.getByLabel('Edit username').check();
        await username.fill('Tiana');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect.poll(() => page.locator('h1').textContent()).toContain('Tiana');
      }
      await page.getByRole('tab', { name: 'Event log' }).click();
      const rows = page.locator('.tabs__panel tbody tr');
      await expect.poll(() => rows.count()).toBe(3);
      await page.getByLabel('Only rows with rating or token changes').check();
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('100 → 99');
      await shoot(page, `user-events-${size.name}`);
      await page.getByRole('tab', { name: 'IPs' }).click();
      await expect.poll(() => page.locator('.tabs__panel').textContent()).toContain('admin');
      expect(await overflows(page), 'the page overflows sideways').toBe(false);
      await page.context().close();
    }
    const page = await suite.newPage(1366, 768);
    await page.goto(suite.server.baseUrl);
    await signIn(page, 'admin', 'admin-password');
    await page.goto(`${suite.server.baseUrl}/modpanel/user/999999`);
    await expect
      .poll(() => page.getByText(STAFF_TEXTS.userInfoFailed('There is no such user.')).count())
      .toBe(1);
    await page.goto(`${suite.server.baseUrl}/modpanel`);
    await page.getByRole('tab', { name: 'System' }).click();
    await expect.poll(() => page.locator('[data-testid="processlist"]').count()).toBe(1);
    await shoot(page, 'system-desktop');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect
      .poll(() => page.locator('[data-testid="audit-log"]').textContent())
      .toContain('user.rename');
    await shoot(page, 'audit-desktop');
    expect(admin).toBeDefined();
    await page.context().close();
  });

  it('links the names on the report queue and a user’s games to profiles; claiming refreshes the queue', async () => {
    const admin = await signInAdmin(suite.server.baseUrl);
    const [quin, ravi] = [
      await registerPlayer(suite.server.baseUrl, 'Quin'),
      await registerPlayer(suite.server.baseUrl, 'Ravi'),
    ];
    const gameId = await createGame(quin, { num_players: 2 });
    expect((await playHttp(ravi, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    const report = { user_id: ravi.userId, type: 2 };
    expect((await playHttp(quin, gameId, 'send-report', report)).status).toBe(200);
    for (const size of SIZES) {
      const page = await suite.newPage(size.width, size.height);
      await page.goto(suite.server.baseUrl);
      await signIn(page, 'admin', 'admin-password');
      await page.goto(`${suite.server.baseUrl}/modpanel`);
      const row = page.locator('.staff-table tbody tr', { hasText: 'Abusive chat' });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.locator(`a[href="/users/${quin.userId}"]`).textContent()).toBe('Quin');
      expect(await row.locator(`a[href="/users/${ravi.userId}"]`).textContent()).toBe('Ravi');
      if (size.name === 'desktop') {
        await row.getByRole('button', { name: 'Claim' }).click();
        await expect.poll(() => row.textContent()).toContain('Claimed by admin');
      }
      await shoot(page, `reports-${size.name}`);
      expect(await overflows(page), 'the page overflows sideways').toBe(false);
      await page.goto(`${suite.server.baseUrl}/modpanel/user/${quin.userId}`);
      await page.getByRole('tab', { name: 'Games' }).click();
      const players = page.locator('.tabs__panel tbody tr', { hasText: `#${gameId}` });
      await expect.poll(() => players.locator(`a[href="/users/${ravi.userId}"]`).count()).toBe(1);
      expect(await players.locator(`a[href="/modpanel/user/${ravi.userId}"]`).count()).toBe(1);
      await shoot(page, `user-games-${size.name}`);
      expect(await overflows(page), 'the page overflows sideways').toBe(false);
      await page.context().close();
    }
    expect(admin).toBeDefined();
  });

  it('tells a player on the play screen that the account was suspended, the moment it is', async () => {
    const admin = await signInAdmin(suite.server.baseUrl);
    const [zoe, yan] = [
      await registerPlayer(suite.server.baseUrl, 'Zoe'),
      await registerPlayer(suite.server.baseUrl, 'Yan'),
    ];
    const gameId = await createGame(zoe, { color: 1 });
    expect((await playHttp(yan, gameId, 'join-game', { color: 2 })).body.success).toBe(true);
    for (const size of SIZES) {
      const page = await suite.newPage(size.width, size.height);
      await page.goto(suite.server.baseUrl);
      await signIn(page, 'Zoe', 'secret-password');
      await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
      const badge = page.getByTestId('connection');
      await expect.poll(() => badge.textContent()).toBe('Live');
      if (size.name === 'desktop') {
        const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
        const suspended = await admin.post(`/api/staff/users/${zoe.userId}/suspend`, {
          reason: 'spamming the chat',
          ends_at: until,
        });
        expect(suspended.status).toBe(200);
      } else {
        // The phone pass signs in again after the suspension is lifted, and is suspended again.
        expect(
          (await admin.post(`/api/staff/users/${zoe.userId}/suspend`, { reason: 'again' })).status,
        ).toBe(200);
      }
      const reason = page.getByTestId('account-closed');
      // Within a second on an idle machine (test/integration/accountChanges.test.ts times it).
      await expect
        .poll(() => reason.textContent())
        .toMatch(
          size.name === 'desktop'
            ? /^Your account is suspended until .* Reason: spamming the chat$/
            : /^Your account is banned\. Reason: again$/,
        );
      expect(await badge.textContent()).toBe('Signed out');
      await shoot(page, `account-closed-${size.name}`);
      await page.context().close();
      await admin.post(`/api/staff/users/${zoe.userId}/unsuspend`, {});
    }
  });
});
