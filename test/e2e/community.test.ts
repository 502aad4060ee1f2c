import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KNOWN_ANSWERS, XSS_CORPUS } from '../support/bbcodeKnownAnswers';
import { NO_PERMISSION_TEXT } from '../../shared/protocol/push';
import { browserSuite, hasChromium } from '../support/browser';
import { HttpClient } from '../support/httpClient';

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** Registers and signs in from inside the page, as the page's own fetch would. */
async function signIn(page: Page, username: string) {
  await page.evaluate(async (name) => {
    const { csrfToken } = await (await fetch('/api/session')).json();
    const password = 'secret-password';
    await fetch('/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify({
        username: name,
        email: `${name.toLowerCase()}@example.com`,
        password,
        password_confirmation: password,
      }),
    });
  }, username);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

describe.skipIf(!hasChromium)('the community in a real browser', () => {
  const suite = browserSuite();

  it('renders every BBCode input on the client exactly as the server does, and runs no payload', async () => {
    const page = await suite.newPage();
    let calls = 0;
    await page.exposeFunction('xss', () => calls++);
    page.on('dialog', (dialog) => {
      calls++;
      void dialog.dismiss();
    });
    await page.goto(`${suite.server.baseUrl}/tools/bbcode`);
    const author = new HttpClient(suite.server.baseUrl);
    await author.register('Renderer');
    const bbcodeArea = page.getByLabel('BBCode', { exact: true });
    const mismatches: string[] = [];
    for (const source of [...KNOWN_ANSWERS.map(([input]) => input), ...XSS_CORPUS]) {
      const preview = await author.json<{ html: string }>(
        author.post('/api/forum/preview', { body: source }),
      );
      await bbcodeArea.fill(source);
      // The preview follows the text through useDeferredValue: on a busy machine it may still show
      // the previous input for a few frames, so compare until it matches or time runs out.
      const compareOnce = () =>
        page.evaluate(
          async ({ serverHtml }) => {
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
            const client = document.querySelector('.formatter__preview .bbcode')!;
            // Parsing the server's HTML normalises it as the browser would (attribute case, entities).
            const template = document.createElement('template');
            template.innerHTML = serverHtml ?? client.outerHTML;
            const server = template.content.firstElementChild!;
            // The server's markup goes into the live page too: any handler it carried would fire.
            document.body.append(server.cloneNode(true));
            const unsafe = [...document.querySelectorAll('a[href], img[src]')].filter((element) => {
              const url = (element as HTMLAnchorElement).href || (element as HTMLImageElement).src;
              return !url.startsWith('http:') && !url.startsWith('https:');
            });
            // React sets an image's src after its other attributes: compare with attributes sorted.
            const sorted = (root: Element) => {
              const copy = root.cloneNode(true) as Element;
              for (const element of copy.querySelectorAll('*')) {
                const attributes = [...element.attributes].sort((a, b) =>
                  a.name.localeCompare(b.name),
                );
                for (const { name } of attributes) element.removeAttribute(name);
                for (const { name, value } of attributes) element.setAttribute(name, value);
              }
              return copy.innerHTML;
            };
            return { client: sorted(client), server: sorted(server), unsafe: unsafe.length };
          },
          { serverHtml: preview.html ?? null },
        );
      let compared = await compareOnce();
      for (const started = Date.now(); compared.client !== compared.server;) {
        if (Date.now() - started > 5_000) break;
        await page.waitForTimeout(100);
        compared = await compareOnce();
      }
      if (compared.client !== compared.server)
        mismatches.push(`${source}\n  client ${compared.client}\n  server ${compared.server}`);
      expect(compared.unsafe, source).toBe(0);
    }
    expect(mismatches).toEqual([]);
    // Image errors and the like fire asynchronously: give them their chance before counting.
    await page.waitForTimeout(500);
    expect(calls).toBe(0);
  });

  it('toggles spoilers between their two texts (click to show / hide, exactly)', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.server.baseUrl}/tools/bbcode`);
    await page.getByLabel('BBCode', { exact: true }).fill('[spoiler]The dice are loaded[/spoiler]');
    const summary = page.locator('.formatter__preview .bb-spoiler__summary');
    await expect.poll(() => summary.textContent()).toBe('(click to show)');
    const hidden = page.locator('.formatter__preview').getByText('The dice are loaded');
    expect(await hidden.isVisible()).toBe(false);
    await summary.click();
    await expect.poll(() => summary.textContent()).toBe('(click to hide)');
    expect(await hidden.isVisible()).toBe(true);
    await summary.click();
    await expect.poll(() => summary.textContent()).toBe('(click to show)');
  });

  it('registers the service worker and shows the account page; a refused permission says so', async () => {
    // The push service itself (the browser vendor's) cannot be reached from this offline machine:
    // subscribing fails here, which must leave the button usable and show nothing (spec §8).
    const context = await suite.newContext({ viewport: { width: 1366, height: 768 } });
    await context.grantPermissions(['notifications'], { origin: suite.server.baseUrl });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/`);
    await signIn(page, 'Pusher');
    await page.goto(`${suite.server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Push notifications' }).waitFor();
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(worker).toBe(`${suite.server.baseUrl}/sw.js`);
    // The devices list comes from its own request, after the heading has drawn.
    await page.getByText('No device gets notifications yet.').waitFor();
    const enable = page.getByRole('button', { name: 'Enable notifications' });
    await enable.click();
    await expect.poll(() => enable.isEnabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await shoot(page, 'account-1366');

    const denied = await suite.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await denied.newPage();
    await phone.goto(`${suite.server.baseUrl}/`);
    await signIn(phone, 'Refuser');
    await phone.goto(`${suite.server.baseUrl}/account`);
    await phone.evaluate(() => {
      // Headless Chromium cannot show the permission prompt; this is the answer a refusing user gives.
      Notification.requestPermission = async () => 'denied';
    });
    await phone.getByRole('button', { name: 'Enable notifications' }).click();
    await expect.poll(() => phone.getByRole('alert').textContent()).toBe(NO_PERMISSION_TEXT);
    await shoot(phone, 'account-390');
    await context.close();
    await denied.close();
  });

  it('walks through the forum and private messages as players would', async () => {
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // The site's own Content-Security-Policy applies; the suite fails on anything it blocks.
      const context = await suite.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${suite.server.baseUrl}/`);
      const name = `Poster${width}`;
      await signIn(page, name);
      await page.goto(`${suite.server.baseUrl}/forum`);
      await page.getByRole('link', { name: 'Strategy' }).click();
      await page.getByLabel('Title').fill('Holding Australia');
      await page
        .getByLabel('Post', { exact: true })
        .fill('[b]Siam[/b] is the door.\n[list][*]Fortify[*]Wait[/list]');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.locator('.bbcode-editor__preview strong', { hasText: 'Siam' }).waitFor();
      await page.getByRole('button', { name: 'Post topic' }).click();
      await page.getByRole('heading', { name: 'Holding Australia' }).waitFor();
      await page.locator('.forum-post').getByRole('button', { name: 'Quote' }).click();
      await expect.poll(() => page.getByLabel('Reply').inputValue()).toContain(`[quote=${name}]`);
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect.poll(() => page.locator('.forum-post').count()).toBe(2);
      await expect
        .poll(() => page.locator('.forum-post .bb-quote__author').textContent())
        .toBe(`${name} wrote:`);
      // The author's name links to their profile.
      const author = page.locator('.forum-post__header .player-link').first();
      expect(await author.textContent()).toBe(name);
      expect(await author.getAttribute('href')).toMatch(/^\/users\/\d+$/);
      await shoot(page, `topic-${width}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);

      await page.getByLabel('Reply').fill('[url=javascript:xss()]x[/url]');
      await page.getByLabel('Reply').fill('');
      await page.getByRole('button', { name: 'Preview' }).last().click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('There was an error retrieving the post preview: The post is empty.');

      await page.goto(`${suite.server.baseUrl}/forum`);
      await shoot(page, `forum-${width}`);
      await page.goto(`${suite.server.baseUrl}/messages/new?to=Renderer`);
      await page.getByLabel('Subject').fill('A game tonight?');
      await page.getByLabel('Message', { exact: true }).fill('Meet at [i]eight[/i].');
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByRole('heading', { name: 'A game tonight?' }).waitFor();
      await page.locator('.forum-post em', { hasText: 'eight' }).waitFor();
      expect(await page.locator('.community-page__header .player-link').textContent()).toBe(
        'Renderer',
      );
      await shoot(page, `conversation-${width}`);
      await page.goto(`${suite.server.baseUrl}/messages`);
      await page.getByRole('link', { name: 'A game tonight?' }).waitFor();
      expect(await page.locator('.forum-row .player-link').allTextContents()).toEqual([
        'Renderer',
        name,
      ]);
      await shoot(page, `inbox-${width}`);
      await page.goto(`${suite.server.baseUrl}/tools/bbcode`);
      await page.locator('.formatter__preview code').first().waitFor();
      await shoot(page, `formatter-${width}`);
      await context.close();
    }
  });
});
