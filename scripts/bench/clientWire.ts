/**
 * What a phone downloads, for scripts/bench/client.ts --wire: the JavaScript and CSS bytes on the
 * wire (compressed, as sent) of a cold load of each page at 390x844, and the first contentful
 * paint and the moment the game's map can be tapped on a slow phone on a slow network.
 *
 * The slow phone is Chromium's CPU throttling at 4x; the slow network is DevTools' "Fast 3G"
 * preset (called "Slow 4G" since Chrome 118): 562.5 ms of latency (150 ms x 3.75),
 * 180,000 B/s down (1.6 Mbit/s x 0.9) and 84,375 B/s up (750 kbit/s x 0.9).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
};
export const CPU_SLOWDOWN = 4;

/** Bytes on the wire (the response bodies as sent) of one page load, by kind. */
export interface WireBytes {
  js: number;
  css: number;
  images: number;
  other: number;
  /** JS or CSS responses above 1 kB that came without Content-Encoding (their URLs). */
  uncompressed: string[];
  /** JS of the requests made before the page showed `split` (all of it without one). */
  jsBeforeSplit: number;
  /** The requests made before the page showed `split` (all of them without one), the page's own too. */
  requestsBeforeSplit: number;
}

/**
 * In the page, from its start: the moment (ms since the epoch, the clock of the requests'
 * timings) `selector` first matches, kept in window.__seenAt under the selector. Mutation
 * observers run before the promise callbacks that what changed the page starts, so whatever the
 * page asks for because of that change counts as after it.
 */
function momentWatch(selector: string): string {
  const key = JSON.stringify(selector);
  return `new MutationObserver((_, observer) => {
    if (!document.querySelector(${key})) return;
    window.__seenAt = { ...window.__seenAt, [${key}]: performance.timeOrigin + performance.now() };
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });`;
}

/** The moment momentWatch recorded for `selector` (0: never). */
function momentSeen(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (key) => (window as { __seenAt?: Record<string, number> }).__seenAt?.[key] ?? 0,
    selector,
  );
}

/** On a game page: the map has drawn its first frame (the light map's, see PlayCanvas). */
export const MAP_DRAWN = '[data-testid=play-canvas][data-drawn]';
/** On a game page: PixiJS has drawn the full map in the light map's place. */
export const FULL_MAP_DRAWN = '[data-testid=play-canvas][data-drawn=full]';

/**
 * Counts every response the page receives until the network has been quiet for a while (the
 * chunks a page loads on demand once drawn, such as the live feed's client, count too).
 */
export async function wireBytesOf(
  context: BrowserContext,
  url: string,
  split?: string,
): Promise<WireBytes> {
  const page = await context.newPage();
  const bytes: WireBytes = {
    js: 0,
    css: 0,
    images: 0,
    other: 0,
    uncompressed: [],
    jsBeforeSplit: 0,
    requestsBeforeSplit: 0,
  };
  const pending: Promise<void>[] = [];
  const scripts: { at: number; bytes: number }[] = [];
  const starts: number[] = [];
  let started = 0;
  page.on('request', () => started++);
  if (split) await page.addInitScript(momentWatch(split));
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const { responseBodySize } = await request.sizes();
        starts.push(request.timing().startTime);
        const type = request.resourceType();
        const kind =
          type === 'script'
            ? 'js'
            : type === 'stylesheet'
              ? 'css'
              : type === 'image'
                ? 'images'
                : 'other';
        bytes[kind] += responseBodySize;
        if (kind === 'js')
          scripts.push({ at: request.timing().startTime, bytes: responseBodySize });
        const encoding = await response.headerValue('content-encoding');
        if ((kind === 'js' || kind === 'css') && responseBodySize > 1024 && !encoding) {
          bytes.uncompressed.push(request.url());
        }
      })(),
    );
  });
  // A first game page waits for the server to render the map's pictures: half a minute and more
  // on a loaded machine.
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  // Network idle for 500 ms is not enough on a busy machine, where parsing the entry can take
  // longer than that before the page asks for its chunks: wait for 2 s without a new request.
  for (let seen = -1; seen !== started;) {
    seen = started;
    await page.waitForTimeout(2000);
  }
  await Promise.all(pending);
  const splitAt = split ? await momentSeen(page, split) : Infinity;
  for (const script of scripts)
    if (script.at < (splitAt || Infinity)) bytes.jsBeforeSplit += script.bytes;
  bytes.requestsBeforeSplit = starts.filter((at) => at < (splitAt || Infinity)).length;
  await page.close();
  return bytes;
}

/** Throttles a page to a slow phone on a slow network (see the top of this file). */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Time from navigation to the first contentful paint, in the page's clock (ms). */
export function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** What the slow game page load measured (times in the page's clock, ms; bytes as sent). */
export interface SlowGameLoad {
  fcp: number;
  /** The map's first frame (the light map's: the map says data-drawn). */
  drawn: number;
  /** PixiJS's first frame of the full map (data-drawn=full). */
  full: number;
  /** The first moment a tap on a territory's disc selected it (the canvas says data-picked). */
  tappable: number;
  /** The first frame after the map's picture arrived (with the canvas on screen). */
  picture: number;
  /** JS bytes of the requests made before the map's first frame, and of those made after. */
  jsBefore: number;
  jsAfter: number;
}

/** Until the page says a tap chose a territory: records the page's clock at that moment. */
const PICKED_WATCH = `new MutationObserver((_, observer) => {
  const canvas = document.querySelector('[data-testid=play-canvas]');
  if (!canvas || !canvas.getAttribute('data-picked')) return;
  window.__picked = performance.now();
  window.__pickedAt = performance.timeOrigin + window.__picked;
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-picked'] });`;

/** Taps the first territory's disc (once the map can say where it is); true when it did. */
async function tapFirstDisc(page: Page): Promise<boolean> {
  const disc = await page.evaluate(() => {
    const surface = document.querySelector('[data-testid=map-surface]') as
      (HTMLElement & { screenDiscs?: () => { x: number; y: number }[] }) | null;
    return surface?.screenDiscs?.()[0] ?? null;
  });
  if (!disc) return false;
  await page.touchscreen.tap(disc.x, disc.y);
  return true;
}

/**
 * How soon the bench taps again when a tap picked nothing: the moment it reports is late by up to
 * this much (a quarter second, as it was, added up to 250 ms of noise to each load, 125 on
 * average); each try is a tap and a read of the page, little beside a throttled load's work.
 */
const TAP_AGAIN_MS = 50;

/**
 * A cold load of the game page on the slow phone: first contentful paint; "map tappable", the
 * moment a tap on a territory first selects it (the bench taps a disc as soon as the canvas can
 * say where its discs are, and again every TAP_AGAIN_MS until one is picked); the first frame
 * with the map's picture; and the JS asked for before the map's first frame and after it.
 */
export async function slowGameLoad(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string; url: string },
): Promise<SlowGameLoad> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.addInitScript(PICKED_WATCH);
  await page.addInitScript(momentWatch(MAP_DRAWN));
  await page.addInitScript(momentWatch(FULL_MAP_DRAWN));
  await slowPhone(page);
  const scripts: Promise<{ at: number; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then(({ responseBodySize }) => ({
        at: request.timing().startTime,
        bytes: responseBodySize,
      })),
    );
  });
  const picture = page.waitForResponse((r) => r.url().includes('/assets/img/maps/'), {
    timeout: 120_000,
  });
  await page.goto(url, { timeout: 120_000 });
  const picked = () => page.evaluate(() => (window as { __picked?: number }).__picked ?? 0);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (await picked()) break;
    if (Date.now() > deadline) throw new Error('the map never became tappable');
    await tapFirstDisc(page).catch(() => false);
    await page.waitForTimeout(TAP_AGAIN_MS);
  }
  const tappable = await picked();
  await page.locator(FULL_MAP_DRAWN).waitFor({ timeout: 120_000 });
  await (await picture).finished();
  const pictureShown = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
  const fcp = await firstContentfulPaint(page);
  // What the page loads once on screen (the room's client): until 3 s pass without a request.
  for (let seen = -1; seen !== scripts.length;) {
    seen = scripts.length;
    await page.waitForTimeout(3000);
  }
  const origin = await page.evaluate(() => performance.timeOrigin);
  const drawnAt = await momentSeen(page, MAP_DRAWN);
  const drawn = drawnAt - origin;
  const full = (await momentSeen(page, FULL_MAP_DRAWN)) - origin;
  let [jsBefore, jsAfter] = [0, 0];
  for (const { at, bytes } of await Promise.all(scripts)) {
    if (at < drawnAt) jsBefore += bytes;
    else jsAfter += bytes;
  }
  await context.close();
  return { fcp, drawn, full, tappable, picture: pictureShown, jsBefore, jsAfter };
}

/** Wire bytes of each page, each in a fresh context (an empty cache) at phone size. */
export async function wireFigures(
  browser: Browser,
  pages: Record<string, string>,
  cookie: { name: string; value: string; url: string },
  split?: string,
): Promise<Record<string, WireBytes>> {
  const figures: Record<string, WireBytes> = {};
  for (const [name, url] of Object.entries(pages)) {
    const context: BrowserContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([cookie]);
    figures[name] = await wireBytesOf(context, url, split);
    await context.close();
  }
  return figures;
}
