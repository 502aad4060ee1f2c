import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapRoutes } from '../../server/http/maps';
import { loadMapCatalog } from '../../server/services/mapCatalog';
import { buildClient, hasChromium, launchChromium } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/** The map routes in front of the real server, which answers everything else (the page, the session). */
async function withMapRoutes(server: TestServer): Promise<{ url: string; listener: Server }> {
  await loadMapCatalog(server.app.context);
  const app = express().use(mapRoutes(server.app.context));
  app.get(/.*/, async (req, res) => {
    const upstream = await fetch(server.baseUrl + req.originalUrl, {
      headers: { accept: req.headers.accept ?? '*/*', cookie: req.headers.cookie ?? '' },
    });
    res.status(upstream.status);
    for (const name of ['content-type', 'set-cookie', 'cache-control']) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.send(Buffer.from(await upstream.arrayBuffer()));
  });
  const listener = app.listen(0);
  await new Promise((resolve) => listener.once('listening', resolve));
  return { url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`, listener };
}

/** The canvas as raw RGB pixels. */
async function pixels(canvas: Locator): Promise<Buffer> {
  return sharp(await canvas.screenshot()).removeAlpha().raw().toBuffer();
}

function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 3) {
    if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) > 30) count++;
  }
  return count;
}

describe.skipIf(!hasChromium)('map pages in a real browser', () => {
  let server: TestServer;
  let front: { url: string; listener: Server };
  let browser: Browser;

  beforeAll(async () => {
    const clientDir = await buildClient();
    server = await startTestServer({}, { clientDir });
    front = await withMapRoutes(server);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => front?.listener.close(resolve));
    await server?.stop();
  });

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  }

  it('lists the maps with their pictures', async () => {
    const page = await newPage();
    await page.goto(`${front.url}/maps`);
    await expect.poll(() => page.getByRole('link', { name: /Classic World/ }).count()).toBe(1);
    expect(await page.locator('.map-card').count()).toBeGreaterThanOrEqual(9);
    await page.getByRole('link', { name: /Classic World/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Classic World');
  });

  it('draws the map on a canvas, and the controls change the picture', async () => {
    const page = await newPage();
    await page.goto(`${front.url}/maps/1`);
    const stage = page.locator('.map-canvas[data-ready="true"]');
    await stage.waitFor();
    const canvas = page.locator('.map-canvas canvas');
    await page.waitForTimeout(300);
    const plain = await pixels(canvas);
    const { channels } = await sharp(await canvas.screenshot()).stats();
    expect(Math.min(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(15);

    await page.getByLabel('Show adjacencies').check();
    await expect.poll(async () => differingPixels(plain, await pixels(canvas))).toBeGreaterThan(2000);

    await page.getByLabel('Show adjacencies').uncheck();
    await expect.poll(async () => differingPixels(plain, await pixels(canvas))).toBeLessThan(200);

    await page.getByLabel('Colourblind filter').check();
    await page.getByLabel('Show capitals').selectOption('4');
    await expect.poll(async () => differingPixels(plain, await pixels(canvas))).toBeGreaterThan(200);

    await page.getByLabel('Map size').selectOption('small');
    await page.locator('.map-canvas[data-ready="true"]').waitFor();
    expect(await page.locator('.map-stage').evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(1080, -1);
  });

  it('computes a region bonus with the calculator and checks a map', async () => {
    const page = await newPage(390);
    await page.goto(`${front.url}/tools/region-bonus`);
    await page.getByLabel('Territories in the region').fill('13');
    await page.getByLabel('Border territories').fill('4');
    await expect.poll(() => page.getByTestId('bonus-result').textContent()).toContain('+6');
    await page.getByLabel('Map', { exact: true }).selectOption({ label: 'Classic World' });
    await expect.poll(() => page.getByRole('row', { name: /Asia/ }).textContent()).toContain('+7');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
