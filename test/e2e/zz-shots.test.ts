import { it } from 'vitest';
import { buildClient, launchChromium } from '../support/browser';
import { startTestServer } from '../support/server';

it('shots', async () => {
  const clientDir = await buildClient();
  const server = await startTestServer({}, { clientDir });
  const browser = await launchChromium();
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 1000 } });
    const session = await (await context.request.get(`${server.baseUrl}/api/session`)).json();
    const name = `User${width}`;
    await context.request.post(`${server.baseUrl}/register`, {
      headers: { 'x-csrf-token': session.csrfToken },
      data: { username: name, email: `${name}@example.com`, password: 'password123', password_confirmation: 'password123' },
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/game/create?map=1`);
    await page.getByTestId('domination-info').waitFor();
    await page.screenshot({ path: `/tmp/shot-create-${width}.png`, fullPage: true });
    await page.getByLabel('Your colour').selectOption({ label: 'red' });
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/\d+$/);
    await page.goto(`${server.baseUrl}/lobby`);
    await page.locator('article[data-game-id]').first().waitFor();
    await page.getByLabel('Message').fill('Hello <b>world</b>');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shot-lobby-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.screenshot({ path: `/tmp/shot-bell-${width}.png` });
    await page.goto(`${server.baseUrl}/users?invite=1`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-users-${width}.png`, fullPage: true });
  }
  await browser.close();
  await server.stop();
}, 180_000);
