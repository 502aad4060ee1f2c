/**
 * The replay tool in Chromium: a finished bot game played with the control bar, the keyboard,
 * the URL's step and the chart; the canvas must change with the steps and come back at the start.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, framesAskedFor, hasChromium } from '../support/browser';
import { playWithBots, startGame } from '../support/botGames';
import { differingPixels, pixels } from '../support/canvasPixels';
import { registerPlayer } from '../support/gameClients';

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('the replay tool in a real browser', () => {
  const suite = browserSuite();
  let gameId: number;
  let length: number;

  beforeAll(async () => {
    const server = suite.server;
    const players = [
      await registerPlayer(server.baseUrl, 'Rhea'),
      await registerPlayer(server.baseUrl, 'Stan'),
    ];
    const isle = server.app.context.maps.get(10)!;
    gameId = await startGame(players, isle);
    const state = await playWithBots(server, players, gameId, isle, 5000);
    expect(state.status).toBe(3);
  }, 120_000);

  async function open(query = '', width = 1366, height = 768): Promise<Page> {
    const page = await suite.newPage(width, height);
    await page.goto(`${suite.server.baseUrl}/game/${gameId}/replay${query}`);
    await page.locator('.map-canvas[data-ready="true"]').waitFor();
    const text = await page.getByTestId('replay-step').textContent();
    length = Number(/of (\d+)/.exec(text ?? '')?.[1]);
    expect(length).toBeGreaterThan(10);
    return page;
  }

  const stepShown = async (page: Page) =>
    Number(/Step (\d+)/.exec((await page.getByTestId('replay-step').textContent()) ?? '')?.[1]);
  const stepInUrl = (page: Page) => Number(new URL(page.url()).searchParams.get('step'));

  it('steps with the control bar: the canvas changes, the URL keeps the step, first comes back', async () => {
    const page = await open();
    const canvas = page.locator('.map-canvas canvas');
    await page.waitForTimeout(300);
    const start = await pixels(canvas);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-1366.png` });

    const forward = page.getByRole('button', { name: 'Step forward' });
    for (let i = 0; i < 4; i++) await forward.click();
    expect(await stepShown(page)).toBeGreaterThanOrEqual(4);
    await expect.poll(async () => differingPixels(start, await pixels(canvas))).toBeGreaterThan(50);
    await expect.poll(() => stepInUrl(page)).toBe(await stepShown(page));

    const last = page.getByRole('button', { name: 'Last' });
    await last.click();
    await last.click(); // a second press finishes the jump at once
    await expect.poll(() => stepShown(page)).toBe(length);
    await expect(page.getByRole('button', { name: 'Step forward' }).isDisabled()).resolves.toBe(
      true,
    );
    await expect
      .poll(() => page.getByTestId('replay-line').textContent())
      .toContain('won the game');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-1366-end.png` });

    const first = page.getByRole('button', { name: 'First' });
    await first.click();
    await first.click();
    await expect.poll(() => stepShown(page)).toBe(0);
    await expect.poll(async () => differingPixels(start, await pixels(canvas))).toBeLessThan(30);
    await expect.poll(() => stepInUrl(page)).toBe(0);
  });

  it('asks for no animation frames while the replay stands still', async () => {
    const page = await open();
    await page.waitForTimeout(500);
    expect(await framesAskedFor(page)).toBeLessThan(10);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.waitForTimeout(300);
    expect(await framesAskedFor(page)).toBeLessThan(10);
    await page.context().close();
  });

  it('animates a round jump at the spec speed and steps back to where it was', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(() => stepShown(page)).toBe(1);
    await expect.poll(() => page.getByTestId('replay-round').textContent()).toBe('Round 1');
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(() => page.getByTestId('replay-round').textContent()).toBe('Round 2');
    const atRound2 = await stepShown(page);
    await page.getByRole('button', { name: 'Step back' }).click();
    expect(await stepShown(page)).toBeLessThan(atRound2);
    await page.getByRole('button', { name: 'Step forward' }).click();
    expect(await stepShown(page)).toBe(atRound2);
    await page.getByRole('button', { name: 'Previous round' }).click();
    await expect.poll(() => page.getByTestId('replay-round').textContent()).toBe('Round 1');
  });

  it('plays with space, steps with the arrows, and opens at ?step=N', async () => {
    const page = await open('?step=5');
    expect(await stepShown(page)).toBe(5);
    await page.keyboard.press('ArrowRight');
    const stop = await stepShown(page);
    expect(stop).toBeGreaterThan(5);
    await page.keyboard.press('ArrowRight');
    const next = await stepShown(page);
    expect(next).toBeGreaterThan(stop);
    await page.keyboard.press('ArrowLeft');
    expect(await stepShown(page)).toBe(stop);
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Pause' }).count()).resolves.toBe(1);
    await expect.poll(() => stepShown(page), { timeout: 5000 }).toBeGreaterThan(next);
    await page.keyboard.press(' ');
    await expect.poll(() => page.getByRole('button', { name: 'Play' }).count()).toBe(1);
  });

  it('jumps to a round when the chart is clicked', async () => {
    const page = await open();
    const plot = page.getByTestId('chart-troops').locator('.u-over');
    const box = (await plot.boundingBox())!;
    await plot.click({ position: { x: box.width - 2, y: box.height / 2 } });
    await expect.poll(() => stepShown(page)).toBeGreaterThan(length / 2);
    await plot.click({ position: { x: 1, y: box.height / 2 } });
    await expect.poll(() => stepShown(page)).toBe(0);
  });

  it('fits a phone: the whole control bar shows and its buttons are big enough to tap', async () => {
    const page = await open('?step=8', 390, 844);
    const buttons = page.getByRole('toolbar', { name: 'Replay controls' }).getByRole('button');
    expect(await buttons.count()).toBe(7);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    }
    await buttons.nth(4).click();
    expect(await stepShown(page)).toBeGreaterThan(8);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-390.png`, fullPage: true });
  });
});
