/**
 * Play-screen speed figures in headless Chromium (software WebGL on machines without a GPU):
 * JavaScript size of the play route (gzip: what it needs before the map is drawn, and what it loads
 * on demand once on screen), time to first paint of the play screen, and frame times while
 * panning a 400-territory map, and the CPU each frame takes while an attack animates on it (dice
 * tumbling, counts moving, a territory changing hands). `--bundle` stops after the sizes;
 * `--wire` reports instead what a phone downloads (scripts/bench/clientWire.ts).
 *
 *   npm run bench -- client [--frames 120] [--bundle | --wire]
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { build, type Manifest } from 'vite';
import { launchChromium } from '../../test/support/browser.js';
import { startTestServer } from '../../test/support/server.js';
import { numberArgument, percentile } from '../lib/stats.js';
import { BIG_MAP_ID, bigGame } from './bigGame.js';
import { attackFrames } from './clientMotion.js';
import {
  CPU_SLOWDOWN,
  FULL_MAP_DRAWN,
  MAP_DRAWN,
  PHONE,
  slowGameLoad,
  wireFigures,
} from './clientWire.js';

/** The play route's module as the manifest names it (relative to the client root). */
const PLAY_PAGE = 'routes/play/PlayPage.tsx';

/**
 * Every JS file a chunk pulls in (its own and its imports', recursively); also what it loads on
 * demand when `dynamic` says so for the imported module's manifest key.
 */
function chunkClosure(
  manifest: Manifest,
  key: string,
  dynamic: (key: string) => boolean,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  const next = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter(dynamic)];
  for (const imported of next) chunkClosure(manifest, imported, dynamic, seen);
  return seen;
}

/** PixiJS loads its renderer on demand while the canvas starts: before the map can be drawn. */
const pixiRenderer = (key: string) => key.includes('node_modules/pixi.js/');
const never = () => false;
const always = () => true;

async function buildAndMeasure() {
  const dir = mkdtempSync(path.join(tmpdir(), 'conquest-bench-'));
  await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(
    readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
  const gzipKb = (files: Iterable<string>) =>
    [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f))).length, 0) / 1024;
  const entry = chunkClosure(manifest, entryKey, never);
  // What opening the play route downloads beyond the entry the app already has before the map is
  // drawn; seeded with the entry so the walk stops there instead of following its lazy routes.
  const play = [...chunkClosure(manifest, PLAY_PAGE, pixiRenderer, new Set(entry))].filter(
    (f) => !entry.has(f),
  );
  // What the route loads on demand once it is on screen: the play page's lazy imports and the
  // entry's own (the Colyseus client for the navbar's live feed), but no other page.
  const later = new Set<string>();
  const lazy = (manifest[entryKey]?.dynamicImports ?? []).filter((k) => !k.startsWith('routes/'));
  for (const key of [PLAY_PAGE, ...lazy]) {
    for (const f of chunkClosure(manifest, key, always, new Set(entry))) later.add(f);
  }
  for (const f of [...entry, ...play]) later.delete(f);
  return { dir, entryKb: gzipKb(entry), playKb: gzipKb(play), laterKb: gzipKb(later) };
}

/** In the page: the frame intervals while the map is dragged across by `steps` pointer moves. */
const PAN_SCRIPT = `(async (steps) => {
  const canvas = document.querySelector('[data-testid=map-surface] canvas');
  const rect = canvas.getBoundingClientRect();
  const at = (x, y, type, id = 1) => canvas.dispatchEvent(new PointerEvent(type, {
    pointerId: id, clientX: rect.left + x, clientY: rect.top + y, bubbles: true, pointerType: 'mouse', buttons: 1 }));
  const frames = [];
  let last = performance.now();
  let running = true;
  const tick = (t) => { frames.push(t - last); last = t; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  at(rect.width / 2, rect.height / 2, 'pointerdown');
  for (let i = 0; i < steps; i++) {
    const dx = Math.sin(i / 10) * rect.width * 0.3;
    const dy = Math.cos(i / 13) * rect.height * 0.3;
    at(rect.width / 2 + dx, rect.height / 2 + dy, 'pointermove');
    await new Promise((r) => requestAnimationFrame(r));
  }
  at(rect.width / 2, rect.height / 2, 'pointerup');
  running = false;
  return frames.slice(2);
})`;

/**
 * Frame intervals while a finger drags the 400-territory map about on the phone (390x844, touch,
 * 4x CPU slowdown, no network throttling: the page is loaded first), zoomed in two steps so
 * there is room to pan.
 */
async function phonePan(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string; url: string },
): Promise<number[]> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(FULL_MAP_DRAWN).waitFor();
  await page.waitForTimeout(1000);
  // The "It is your turn" box, when the bench's player is on turn, closes with Escape.
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const intervals = (await page.evaluate(
    `${PAN_SCRIPT.replace("pointerType: 'mouse'", "pointerType: 'touch'")}(120)`,
  )) as number[];
  await context.close();
  return intervals;
}

/** The --wire figures: bytes on the wire of four pages, cold, and the game page on a slow phone. */
async function wire(baseUrl: string, browser: Browser) {
  const { gameId, sid } = await bigGame(baseUrl);
  const cookie = { name: 'sid', value: sid, url: baseUrl };
  const pages = {
    '/lobby': `${baseUrl}/lobby`,
    'a game page': `${baseUrl}/game/${gameId}`,
    '/forum': `${baseUrl}/forum`,
    'the replay': `${baseUrl}/game/${gameId}/replay`,
  };
  // The first game page load renders the map's picture; measure with it cached on the server.
  await wireFigures(browser, { warm: pages['a game page'] }, cookie);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`bytes on the wire, cold, ${PHONE.width}x${PHONE.height}:`);
  for (const [name, bytes] of Object.entries(
    await wireFigures(browser, pages, cookie, MAP_DRAWN),
  )) {
    // Pages with a map: what was asked for before it drew, and what came after (on demand).
    const split =
      bytes.jsBeforeSplit < bytes.js
        ? ` (${kb(bytes.jsBeforeSplit)} before the map drew, in ${bytes.requestsBeforeSplit} ` +
          `requests of every kind, ${kb(bytes.js - bytes.jsBeforeSplit)} after)`
        : '';
    console.log(
      `  ${name}: JS ${kb(bytes.js)}${split}, CSS ${kb(bytes.css)}, images ${kb(bytes.images)}, ` +
        `other ${kb(bytes.other)}; JS/CSS above 1 kB sent uncompressed: ${bytes.uncompressed.length}`,
    );
  }
  const slow = await slowGameLoad(browser, pages['a game page'], cookie);
  console.log(
    `a game page, cold, 4x CPU slowdown, Fast 3G: first contentful paint ${slow.fcp.toFixed(0)} ms, ` +
      `map drawn ${slow.drawn.toFixed(0)} ms, map tappable (a tap on a territory selects it) ` +
      `${slow.tappable.toFixed(0)} ms, full map drawn (PixiJS) ${slow.full.toFixed(0)} ms, map ` +
      `picture shown ${slow.picture.toFixed(0)} ms; JS on the ` +
      `wire asked for before the map drew ${kb(slow.jsBefore)}, after it ${kb(slow.jsAfter)} ` +
      `(load average ${loadavg()[0]!.toFixed(2)})`,
  );
  const pan = await phonePan(browser, pages['a game page'], cookie);
  console.log(
    `panning the 400-territory map on the phone (390x844, touch, 4x CPU), ${pan.length} frames: ` +
      `median ${percentile(pan, 50).toFixed(1)} ms, p95 ${percentile(pan, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...pan).toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(2)})`,
  );
}

async function main() {
  const frames = numberArgument('frames', 120);
  const { dir, entryKb, playKb, laterKb } = await buildAndMeasure();
  console.log(`entry JS (gzip): ${entryKb.toFixed(1)} KiB`);
  console.log(
    `play route JS before the map is drawn (gzip, beyond the entry): ${playKb.toFixed(1)} KiB`,
  );
  console.log(
    `play route total before the map is drawn (gzip): ${(entryKb + playKb).toFixed(1)} KiB`,
  );
  console.log(`play route JS loaded on demand once on screen (gzip): ${laterKb.toFixed(1)} KiB`);
  if (process.argv.includes('--bundle')) return;
  const server = await startTestServer({}, { clientDir: dir });
  const browser = await launchChromium();
  try {
    if (process.argv.includes('--wire')) return await wire(server.baseUrl, browser);
    const { gameId, sid, players } = await bigGame(server.baseUrl);
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addCookies([{ name: 'sid', value: sid, url: server.baseUrl }]);
    const page = await context.newPage();
    // Warm the map image and the server's first render of it, then measure a fresh load.
    await page.goto(`${server.baseUrl}/game/${gameId}`);
    await page.locator(FULL_MAP_DRAWN).waitFor();
    await page.goto(`${server.baseUrl}/game/${gameId}`);
    await page.locator(FULL_MAP_DRAWN).waitFor();
    const firstPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    await page.waitForTimeout(1000);
    const intervals = (await page.evaluate(`${PAN_SCRIPT}(${frames})`)) as number[];
    const animated = await attackFrames(page, players, gameId, BIG_MAP_ID);
    console.log(`first contentful paint: ${fcp.toFixed(0)} ms`);
    console.log(`play screen painted (map canvas drawn): ${firstPaint.toFixed(0)} ms`);
    console.log(
      `panning a 400-territory map, ${intervals.length} frames: median ${percentile(intervals, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(intervals, 95).toFixed(1)} ms, max ${Math.max(...intervals).toFixed(1)} ms`,
    );
    const figures = (frames: number[]) =>
      `${frames.length} frames: median ${percentile(frames, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(frames, 95).toFixed(2)} ms, max ${Math.max(...frames).toFixed(2)} ms`;
    console.log(
      `frame CPU (main-thread CPU of the frame callbacks) while attacks animate on it: ` +
        `animation frames ${figures(animated.animation)}; first frame of each change ` +
        `${figures(animated.change)} (load average ${loadavg()[0]!.toFixed(2)}, ${cpus().length} cores)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
