import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAP_DRAWN, wireBytesOf } from '../../scripts/bench/clientWire';
import { COMPILE_HINT } from '../../scripts/vite/compileHints';
import { INSTALL_DISMISSED_KEY } from '../../client/ui/installPrompt';
import { browserSuite, hasChromium, launchChromiumProfile } from '../support/browser';
import { createGame, playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';

/** Compressed JS on the wire for a cold load (issue 28): a phone on a slow network waits for it. */
const LOBBY_JS_BUDGET = 150_000;
/**
 * A game page's budget: the JS it asks for before its map has drawn. Issue 28 asks for 250 kB; it
 * is 104 kB, and held near that so the entry cannot grow back unseen (it was 115 kB with TanStack
 * Query and the navbar's polls in the entry, which a game's page now loads once its map has
 * drawn). PixiJS with the full map's code (about 120 kB) and the room's client (the Colyseus SDK
 * and the state schema, about 47 kB) download after that, once the light map is on screen, and
 * the whole stays under GAME_JS_CEILING.
 */
const GAME_JS_BUDGET = 110_000;
const GAME_JS_CEILING = 285_000;
const PHONE = { width: 390, height: 844 };

/**
 * What a phone gets from the site: every file compressed, within its budget, an app it can
 * install, and a page that says the site is offline when the network is gone.
 */
describe.skipIf(!hasChromium)('delivery to phones', () => {
  // Measured as a server sends it: the production build.
  const suite = browserSuite({ production: true });

  async function signedIn(player: TestPlayer): Promise<BrowserContext> {
    const context = await suite.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const sid = /sid=([^;]+)/.exec(player.http.cookieHeader)?.[1] ?? '';
    await context.addCookies([{ name: 'sid', value: sid, url: suite.server.baseUrl }]);
    return context;
  }

  it('sends every JS and CSS file compressed, within its budget, on the lobby and a game', async () => {
    const base = suite.server.baseUrl;
    const ann = await registerPlayer(base, 'WireAnn');
    const ben = await registerPlayer(base, 'WireBen');
    const game = await createGame(ann, { map_id: 1, color: 2 });
    await playHttp(ben, game, 'join-game', { color: 3 });
    const measure = async (url: string) => {
      const context = await signedIn(ann);
      const bytes = await wireBytesOf(context, url, MAP_DRAWN);
      await context.close();
      return bytes;
    };
    const lobby = await measure(`${base}/lobby`);
    const play = await measure(`${base}/game/${game}`);
    expect(lobby.uncompressed).toEqual([]);
    expect(play.uncompressed).toEqual([]);
    // Something was measured: the entry alone is tens of kB.
    expect(lobby.js).toBeGreaterThan(50_000);
    expect(lobby.js).toBeLessThanOrEqual(LOBBY_JS_BUDGET);
    expect(play.jsBeforeSplit).toBeGreaterThan(50_000);
    expect(play.jsBeforeSplit).toBeLessThanOrEqual(GAME_JS_BUDGET);
    // PixiJS and the room's client came after the map had drawn, not before.
    expect(play.js - play.jsBeforeSplit).toBeGreaterThan(140_000);
    expect(play.js).toBeLessThanOrEqual(GAME_JS_CEILING);
  });

  it("marks the scripts a game page's map waits for, and only those, for eager compilation", async () => {
    const base = suite.server.baseUrl;
    const ann = await registerPlayer(base, 'HintAnn');
    const game = await createGame(ann, { map_id: 1, color: 2 });
    const html = await (await ann.http.get(`/game/${game}`, { accept: 'text/html' })).text();
    // The entry and the play route's chunks, as the page lists them.
    const listed = [...html.matchAll(/(?:src|href)="(\/static\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThanOrEqual(4);
    const texts = await Promise.all(
      listed.map(async (file) => (await fetch(`${base}${file}`)).text()),
    );
    for (const [i, text] of texts.entries())
      expect(text.split('\n', 1)[0], listed[i]).toBe(COMPILE_HINT);
    // What they load on demand (PixiJS, the room's client, the other pages) is compiled as it is
    // called: much of it never is on load.
    const onDemand = new Set(
      texts.flatMap((text) => [...text.matchAll(/"(static\/[^"]+\.js)"/g)].map((m) => `/${m[1]}`)),
    );
    for (const file of listed) onDemand.delete(file);
    expect(onDemand.size).toBeGreaterThan(5);
    for (const file of onDemand) {
      const text = await (await fetch(`${base}${file}`)).text();
      expect(text.startsWith(COMPILE_HINT), file).toBe(false);
    }
  });

  it('is an app Chromium can install', async () => {
    const context = await launchChromiumProfile({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/lobby`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(parsed).toMatchObject({
      short_name: 'Conquest',
      start_url: '/lobby',
      scope: '/',
      display: 'standalone',
    });
    await context.close();
  });

  it('shows the offline page, with a way to try again, on a reload without a network', async () => {
    const context = await suite.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/lobby`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      // Controlled once the worker has claimed the page (its activate step).
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => offlineHeading(page)).toBe('Conquest is offline');
    // Its style sheet came from the worker's cache too.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 17, 23)');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Lobby', exact: true }).waitFor();
    await context.close();
  });

  it('offers to install once a person has finished a game, until they say not now', async () => {
    const base = suite.server.baseUrl;
    const ann = await registerPlayer(base, 'InstallAnn');
    const ben = await registerPlayer(base, 'InstallBen');
    const context = await signedIn(ann);
    const page = await context.newPage();
    const offer = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt'), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(event);
      });
    await page.goto(`${base}/lobby`);
    await page.getByRole('heading', { name: 'Lobby', exact: true }).waitFor();
    await offer();
    // No game finished yet: no offer.
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-banner').count()).toBe(0);

    const game = await createGame(ann, { map_id: 1, color: 2 });
    await playHttp(ben, game, 'join-game', { color: 3 });
    await playHttp(ben, game, 'resign');
    await page.reload();
    await page.getByRole('heading', { name: 'Lobby', exact: true }).waitFor();
    await offer();
    const banner = page.getByTestId('install-banner');
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Not now' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(
      await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_KEY),
    ).not.toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Lobby', exact: true }).waitFor();
    await offer();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-banner').count()).toBe(0);
    await context.close();
  });
});

function offlineHeading(page: Page): Promise<string | null> {
  return page
    .getByRole('heading', { level: 1 })
    .textContent({ timeout: 1000 })
    .catch(() => null);
}
