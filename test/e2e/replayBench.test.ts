/**
 * The replay's jumps timed on the build a server gets (React's production build): a recorded game
 * of about 1,500 events, forty jumps to events spread over it. The figures go to the log.
 */
import { describe, expect, it } from 'vitest';
import { browserSuite, hasChromium } from '../support/browser';
import { registerPlayer } from '../support/gameClients';
import { storeLongGame } from '../support/longReplay';
import { median, timeJumps } from '../support/replayTiming';

describe.skipIf(!hasChromium)('the replay’s jumps on the production build', () => {
  const suite = browserSuite({ production: true });

  it('lands on any event of a 1,000-event game within 50 ms', async () => {
    const { baseUrl } = suite.server;
    const ids: number[] = [];
    for (const name of ['Wes', 'Xia', 'Yul', 'Zed'])
      ids.push((await registerPlayer(baseUrl, name)).userId);
    const long = await storeLongGame(suite.server, ids);
    const page = await suite.newPage(1366, 768);
    await page.goto(`${baseUrl}/game/${long.gameId}/replay`);
    await page.locator('.map-canvas[data-ready="true"]').waitFor();
    const figures = await timeJumps(page, long.events);
    console.log(`production build: ${figures.text}`);
    expect(long.events).toBeGreaterThan(1000);
    expect(median(figures.jumps)).toBeLessThanOrEqual(50);
  }, 120_000);
});
