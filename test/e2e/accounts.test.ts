import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_TEXTS } from '../../shared/protocol/account';
import { browserSuite, hasChromium } from '../support/browser';
import { registerPlayer } from '../support/gameClients';

describe.skipIf(!hasChromium)('accounts in a real browser', () => {
  const suite = browserSuite();
  const newPage = (width?: number) => suite.newPage(width);

  async function fillRegistration(page: Page, username: string, password: string) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username.toLowerCase()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
  }

  it('registers through the page, then logs out and in again, on a phone-sized screen', async () => {
    const page = await newPage(390);
    await page.goto(`${suite.server.baseUrl}/register`);
    await page.getByLabel('Username').fill('ab');
    await expect.poll(() => page.getByText(REGISTRATION_TEXTS.invalidUsername).count()).toBe(1);
    await fillRegistration(page, 'Phoebe', 'phoebe-password');
    await expect.poll(() => page.getByText(REGISTRATION_TEXTS.usernameAvailable).count()).toBe(1);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByTestId('navbar-user').textContent()).toContain('Phoebe');

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByTestId('navbar-user').waitFor({ state: 'attached' });
    const menuButton = page.getByRole('button', { name: /menu/i });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect.poll(() => page.getByTestId('navbar-user').count()).toBe(0);

    await page.goto(`${suite.server.baseUrl}/login`);
    await page.getByLabel('Username').fill('Phoebe');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Wrong username or password.');
    await page.getByLabel('Password').fill('phoebe-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByTestId('navbar-user').textContent()).toContain('Phoebe');
  });

  it('tells a new user that a username is taken and keeps the form from submitting', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.baseUrl}/register`);
    await fillRegistration(page, 'admin', 'some-password');
    await expect.poll(() => page.getByText(REGISTRATION_TEXTS.usernameTaken).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm password').fill('different-password');
    await expect.poll(() => page.getByText(REGISTRATION_TEXTS.passwordsDontMatch).count()).toBe(1);
  });

  it('saves a push setting on the account page, kept after a reload, on a desktop and a phone', async () => {
    await registerPlayer(suite.server.baseUrl, 'Abel');
    let expected = false;
    for (const width of [1366, 390]) {
      const page = await newPage(width);
      await page.goto(`${suite.server.baseUrl}/login`);
      await page.getByLabel('Username').fill('Abel');
      await page.getByLabel('Password').fill('secret-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => page.getByTestId('navbar-user').textContent()).toContain('Abel');
      await page.goto(`${suite.server.baseUrl}/account`);
      const yourTurn = page.getByLabel('It is your turn');
      // On by default; the desktop turns it off, the phone sees that and turns it on again.
      await expect.poll(() => yourTurn.isChecked()).toBe(!expected);
      await yourTurn.click();
      await expect.poll(() => yourTurn.isChecked()).toBe(expected);
      await page.reload();
      await expect.poll(() => page.getByLabel('It is your turn').isChecked()).toBe(expected);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.context().close();
      expected = !expected;
    }
  });
});
