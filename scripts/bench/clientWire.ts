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
}

/**
 * Counts every response the page receives until the network has been quiet for a while (the
 * chunks a page loads on demand once drawn, such as the live feed's client, count too).
 */
export async function wireBytesOf(context: BrowserContext, url: string): Promise<WireBytes> {
  const page = await context.newPage();
  const bytes: WireBytes = { js: 0, css: 0, images: 0, other: 0, uncompressed: [] };
  const pending: Promise<void>[] = [];
  let started = 0;
  page.on('request', () => started++);
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const { responseBodySize } = await request.sizes();
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
        const encoding = await response.headerValue('content-encoding');
        if ((kind === 'js' || kind === 'css') && responseBodySize > 1024 && !encoding) {
          bytes.uncompressed.push(request.url());
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Network idle for 500 ms is not enough on a busy machine, where parsing the entry can take
  // longer than that before the page asks for its chunks: wait for 2 s without a new request.
  for (let seen = -1; seen !== started;) {
    seen = started;
    await page.waitForTimeout(2000);
  }
  await Promise.all(pending);
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

/**
 * A cold load of the game page on the slow phone: first contentful paint, and "map tappable",
 * the first frame after both the map's canvas is on screen and its picture has arrived.
 */
export async function slowGameLoad(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string; url: string },
): Promise<{ fcp: number; tappable: number }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await slowPhone(page);
  const picture = page.waitForResponse((r) => r.url().includes('/assets/img/maps/'), {
    timeout: 120_000,
  });
  await page.goto(url, { timeout: 120_000 });
  await page.locator('[data-testid=play-canvas] canvas').waitFor({ timeout: 120_000 });
  await (await picture).finished();
  const tappable = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
  const fcp = await firstContentfulPaint(page);
  await context.close();
  return { fcp, tappable };
}

/** Wire bytes of each page, each in a fresh context (an empty cache) at phone size. */
export async function wireFigures(
  browser: Browser,
  pages: Record<string, string>,
  cookie: { name: string; value: string; url: string },
): Promise<Record<string, WireBytes>> {
  const figures: Record<string, WireBytes> = {};
  for (const [name, url] of Object.entries(pages)) {
    const context: BrowserContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([cookie]);
    figures[name] = await wireBytesOf(context, url);
    await context.close();
  }
  return figures;
}
