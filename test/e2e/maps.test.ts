import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { differingPixels, pixels } from '../support/canvasPixels';

describe.skipIf(!hasChromium)('map pages in a real browser', () => {
  const suite = browserSuite();
  const newPage = (width?: number): Promise<Page> => suite.newPage(width);

  it('lists the maps with their pictures', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.baseUrl}/maps`);
    await expect.poll(() => page.getByRole('link', { name: /Classic World/ }).count()).toBe(1);
    expect(await page.locator('.map-card').count()).toBeGreaterThanOrEqual(9);
    await page.getByRole('link', { name: /Classic World/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Classic World');
  });

  it('draws the map on a canvas, and the controls change the picture', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.baseUrl}/maps/1`);
    const stage = page.locator('.map-canvas[data-ready="true"]');
    await stage.waitFor();
    const canvas = page.locator('.map-canvas canvas');
    await page.waitForTimeout(300);
    const plain = await pixels(canvas);
    const { channels } = await sharp(await canvas.screenshot()).stats();
    expect(Math.min(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(15);

    await page.getByLabel('Show adjacencies').check();
    await expect
      .poll(async () => differingPixels(plain, await pixels(canvas)))
      .toBeGreaterThan(2000);

    await page.getByLabel('Show adjacencies').uncheck();
    await expect.poll(async () => differingPixels(plain, await pixels(canvas))).toBeLessThan(200);

    await page.getByLabel('Colourblind filter').check();
    await page.getByLabel('Show capitals').selectOption('4');
    await expect
      .poll(async () => differingPixels(plain, await pixels(canvas)))
      .toBeGreaterThan(200);

    const box = await canvas.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 300, (box?.y ?? 0) + 200);
    const beforeZoom = await pixels(canvas);
    await page.mouse.wheel(0, -300);
    await expect
      .poll(async () => differingPixels(beforeZoom, await pixels(canvas)))
      .toBeGreaterThan(20000);
    await page.mouse.wheel(0, 300);

    // A tap selects the territory under it and names its borders.
    await canvas.click({ position: { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 } });
    await expect
      .poll(() => page.getByTestId('selected-territory').textContent())
      .toMatch(/borders/);

    // The small map is the 0.75 image at 0.75 scale: the same place on screen shows more of the world.
    const large = await pixels(canvas);
    await page.getByLabel('Map size').selectOption('small');
    await expect
      .poll(async () => differingPixels(large, await pixels(canvas)))
      .toBeGreaterThan(20000);
  });

  it('computes a region bonus with the calculator and checks a map', async () => {
    const page = await newPage(390);
    await page.goto(`${suite.server.baseUrl}/tools/region-bonus`);
    await page.getByLabel('Territories in the region').fill('13');
    await page.getByLabel('Border territories').fill('4');
    await expect.poll(() => page.getByTestId('bonus-result').textContent()).toContain('+6');
    await page.getByLabel('Map', { exact: true }).selectOption({ label: 'Classic World' });
    await expect.poll(() => page.getByRole('row', { name: /Asia/ }).textContent()).toContain('+7');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
