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

/** The flags this machine's closed network needs (DESIGN §3b). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Headless Debian Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Chromium with a profile of its own in a fresh directory: what only a real profile does (an
 * incognito context, as `launchChromium` gives, can never install an app).
 */
export function launchChromiumProfile(
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), 'conquest-profile-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...options,
  });
}

/**
 * Builds the client into a fresh temporary directory, so tests never depend on a stale dist/.
 * Under Vitest (NODE_ENV=test) React comes in its development build, twice the size, unless
 * `production` asks for the build a server gets (the bundle-size tests do).
 */
export async function buildClient(options: { production?: boolean } = {}): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'conquest-client-'));
  // Vite takes the mode of the code it builds from NODE_ENV, as `npm run build` leaves it unset.
  const testEnv = process.env.NODE_ENV;
  if (options.production) delete process.env.NODE_ENV;
  try {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (testEnv !== undefined) process.env.NODE_ENV = testEnv;
  }
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
export function browserSuite(options: { production?: boolean } = {}) {
  const suite = {} as { server: TestServer; browser: Browser };
  const csp = cspWatch();
  beforeAll(async () => {
    const clientDir = await buildClient(options);
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
