import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from 'vite';
import { startTestServer, type TestServer } from './server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Browser tests run where Debian's chromium is installed (CI installs it); elsewhere they skip. */
export const hasChromium = existsSync(CHROMIUM_PATH);

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
 * The shared setup of a browser test file: the client built fresh, the real server, Chromium,
 * all torn down after the file. Call inside a describe block.
 */
export function browserSuite() {
  const suite = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    const clientDir = await buildClient();
    suite.server = await startTestServer({}, { clientDir });
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
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
      const context = await suite.browser.newContext({ viewport: { width, height } });
      return context.newPage();
    },
  };
}
