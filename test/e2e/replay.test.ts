/**
 * The replay tool in Chromium: a finished bot game played with the control bar, the keyboard,
 * the URL's step and the chart; the canvas must change with the steps and come back at the start.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, framesAskedFor, hasChromium } from '../support/browser';
import { playWithBots, startGame } from '../support/botGames';
import { differingPixels, loseAndRestoreContext, pixels } from '../support/canvasPixels';
import { registerPlayer } from '../support/gameClients';
import { storeLongGame } from '../support/longReplay';
import { median, timeJumps } from '../support/replayTiming';

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('the replay tool in a real browser', () => {
  const suite = browserSuite();
  let gameId: number;
  let length: number;
  let long: { gameId: number; events: number };

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
    const more = [
      await registerPlayer(server.baseUrl, 'Tove'),
      await registerPlayer(server.baseUrl, 'Ugo'),
    ];
    long = await storeLongGame(
      server,
      [...players, ...more].map((p) => p.userId),
    );
  }, 120_000);

  async function open(query = '', width = 1366, height = 768, game = gameId): Promise<Page> {
    const page = await suite.newPage(width, height);
    await page.goto(`${suite.server.baseUrl}/game/${game}/replay${query}`);
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

    await page.getByRole('button', { name: 'Last' }).click();
    expect(await stepShown(page)).toBe(length); // a jump lands at once
    await expect(page.getByRole('button', { name: 'Step forward' }).isDisabled()).resolves.toBe(
      true,
    );
    await expect
      .poll(() => page.getByTestId('replay-line').textContent())
      .toContain('won the game');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-1366-end.png` });

    await page.getByRole('button', { name: 'First' }).click();
    expect(await stepShown(page)).toBe(0);
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

  it('draws the same map again after its WebGL context is lost and restored', async () => {
    const page = await open('?step=40');
    const canvas = page.locator('.map-canvas canvas');
    await page.waitForTimeout(300);
    const before = await pixels(canvas);
    await loseAndRestoreContext(canvas);
    await expect.poll(async () => differingPixels(before, await pixels(canvas))).toBeLessThan(30);
  });

  it('jumps a round at once and steps back to where it was', async () => {
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

  it('K17: plays a step every 1000, 50 or 10 ms, as chosen on the control bar', async () => {
    const page = await suite.newPage(1366, 768);
    await page.clock.install();
    await page.goto(`${suite.server.baseUrl}/game/${gameId}/replay`);
    await page.locator('.map-canvas[data-ready="true"]').waitFor();
    // The stops a step makes, pressed by hand: playing must reach the same stops on the clock.
    const forward = page.getByRole('button', { name: 'Step forward' });
    const stops: number[] = [];
    for (let i = 0; i < 4; i++) {
      await forward.click();
      stops.push(await stepShown(page));
    }
    const speed = page.getByRole('combobox', { name: 'Step every' });
    expect(await speed.locator('option').allTextContents()).toEqual(['1000 ms', '50 ms', '10 ms']);
    for (const ms of [1000, 50, 10]) {
      await page.getByRole('button', { name: 'First' }).click();
      await speed.selectOption(String(ms));
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('button', { name: 'Play' }).click();
      await page.getByRole('button', { name: 'Pause' }).waitFor();
      await page.waitForTimeout(50); // the play clock starts in an effect after the render
      let shown = 0;
      for (const stop of stops) {
        await page.clock.runFor(ms - 1);
        expect(await stepShown(page), `${ms} ms: no step before its time`).toBe(shown);
        await page.clock.runFor(1);
        await expect.poll(() => stepShown(page), { message: `${ms} ms` }).toBe(stop);
        shown = stop;
      }
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.clock.resume();
    }
    await page.context().close();
  });

  it('jumps to any event of a 1,000-event game within 50 ms, first, last and by number', async () => {
    const page = await open('', 1366, 768, long.gameId);
    expect(length).toBe(long.events);
    expect(length).toBeGreaterThan(1000);
    const figures = await timeJumps(page, length);
    console.log(figures.text);
    // The jump itself (snapshot, the events after it, the page's render) lands within 50 ms.
    expect(median(figures.jumps)).toBeLessThanOrEqual(50);

    await page.getByRole('button', { name: 'Last' }).click();
    expect(await stepShown(page)).toBe(length);
    await page.getByRole('button', { name: 'First' }).click();
    expect(await stepShown(page)).toBe(0);
    await page.getByLabel('Event', { exact: true }).fill('777');
    await page.getByRole('button', { name: 'Go' }).click();
    expect(await stepShown(page)).toBe(777);
    await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Round 3' });
    await expect.poll(() => page.getByTestId('replay-round').textContent()).toBe('Round 3');
    // The computer's seat carries the mark every name of the site has.
    await expect(page.locator('.replay-players .player-link__computer').count()).resolves.toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-1366-jump.png` });
    await page.context().close();
  });

  it('follows the timeline dragged with a mouse and with a finger', async () => {
    const page = await open('', 1366, 768, long.gameId);
    const slider = page.getByTestId('replay-timeline');
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 4, y);
    await page.mouse.down();
    for (const f of [0.2, 0.4, 0.6, 0.75]) await page.mouse.move(box.x + box.width * f, y);
    await page.mouse.up();
    const dragged = await stepShown(page);
    expect(Math.abs(dragged / length - 0.75)).toBeLessThan(0.03);
    await page.context().close();

    const phone = await suite.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const touchPage = await phone.newPage();
    await touchPage.goto(`${suite.server.baseUrl}/game/${long.gameId}/replay`);
    await touchPage.locator('.map-canvas[data-ready="true"]').waitFor();
    const track = (await touchPage.getByTestId('replay-timeline').boundingBox())!;
    const cdp = await phone.newCDPSession(touchPage);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', f: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [{ x: track.x + track.width * f, y: track.y + track.height / 2 }],
      });
    await touch('touchStart', 0.02);
    for (const f of [0.1, 0.2, 0.3, 0.4]) await touch('touchMove', f);
    await touch('touchEnd', 0.4);
    await expect
      .poll(async () => Math.abs((await stepShown(touchPage)) / length - 0.4))
      .toBeLessThan(0.05);
    await phone.close();
  });

  it('fits a phone like the play screen: nothing cropped, the control bar under the map', async () => {
    const page = await open('?step=300', 390, 844, long.gameId);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const map = (await page.locator('.replay-map .map-canvas').boundingBox())!;
    const bar = (await page.getByRole('toolbar', { name: 'Replay controls' }).boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(map.y + map.height - 1);
    expect(bar.x).toBeGreaterThanOrEqual(0);
    expect(bar.x + bar.width).toBeLessThanOrEqual(390);
    const slider = (await page.getByTestId('replay-timeline').boundingBox())!;
    expect(slider.x + slider.width).toBeLessThanOrEqual(390);
    expect(slider.height).toBeGreaterThanOrEqual(40);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-390-long.png`, fullPage: true });
    await page.context().close();
  });

  it('opens at a finished game’s log line through the line’s replay link', async () => {
    const page = await suite.newPage(1366, 768);
    await page.goto(`${suite.server.baseUrl}/game/${gameId}`);
    // The game's end greets with a box first; the log is the left panel's second tab.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Game log' }).click();
    const links = page.getByTestId('game-log').getByRole('link', { name: /^Replay at event \d+$/ });
    await links.last().waitFor();
    const link = links.nth(Math.max(0, (await links.count()) - 3));
    const event = Number(/(\d+)$/.exec((await link.getAttribute('aria-label')) ?? '')?.[1]);
    await link.click();
    await page.locator('.map-canvas[data-ready="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/game/${gameId}/replay`);
    expect(await stepShown(page)).toBe(event);
    await page.context().close();
  });
});
