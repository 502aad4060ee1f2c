import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

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
