import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from 'vite';
import { startTestServer, type TestServer } from './server';
import { needs } from './services';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Browser tests run where Debian's chromium is installed (CI installs it, and fails without it). */
export const hasChromium = needs(`Chromium at ${CHROMIUM_PATH}`, existsSync(CHROMIUM_PATH));

/** Headless Debian Chromium with the flags this machine's closed network needs (DESIGN §3b). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Builds the client into a fresh temporary directory, so tests never depend on a stale dist/. */
export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'conquest-client-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/**
 * Collects what the Content-Security-Policy blocked on the pages of watched contexts: a page that
 * needs an inline script or style, or a connection the policy forgets, fails its test file.
 */
export function cspWatch() {
  const blocked: string[] = [];
  return {
    watch(context: BrowserContext) {
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) blocked.push(message.text());
      });
      return context;
    },
    assertNoneBlocked() {
      if (blocked.length > 0) throw new Error(`blocked by the CSP:\n${blocked.join('\n')}`);
    },
  };
}

/**
 * The shared setup of a browser test file: the client built fresh, the real server, Chromium,
 * all torn down after the file. Call inside a describe block.
 */
export function browserSuite() {
  const suite = {} as { server: TestServer; browser: Browser };
  const csp = cspWatch();
  beforeAll(async () => {
    const clientDir = await buildClient();
    suite.server = await startTestServer({}, { clientDir });
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    csp.assertNoneBlocked();
  });
  return {
    get server() {
      return suite.server;
    },
    get browser() {
      return suite.browser;
    },
    /** A page in a fresh browser context (its own cookies) of the given width. */
    async newPage(width = 1280, height = 900): Promise<Page> {
      return (await this.newContext({ viewport: { width, height } })).newPage();
    },
    /** A fresh browser context whose pages are watched for what the CSP blocks. */
    async newContext(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
      return csp.watch(await suite.browser.newContext(options));
    },
  };
}

/**
 * How many animation frames the page asks for in `ms`: an idle map asks for none (a late update
 * may draw once or twice), a ticker left running asks for about 60 a second.
 */
export function framesAskedFor(page: Page, ms = 1000): Promise<number> {
  return page.evaluate(
    (waitMs) =>
      new Promise<number>((resolve) => {
        let asked = 0;
        const request = window.requestAnimationFrame;
        window.requestAnimationFrame = (callback) => {
          asked++;
          return request.call(window, callback);
        };
        setTimeout(() => {
          window.requestAnimationFrame = request;
          resolve(asked);
        }, waitMs);
      }),
    ms,
  );
}
