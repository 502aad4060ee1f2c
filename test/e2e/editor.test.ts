/**
 * The map editor and the capital editor in Chromium: a staff member draws a map by clicking,
 * drags a territory with the X field following, links borders, fills a region, publishes; the
 * capital editor shows each spec text for what is typed and picked.
 */
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitCamera } from '../../client/map/camera';
import { FIT_PADDING } from '../../client/map/markerScale';
import { CAPITAL_TEXTS } from '../../shared/protocol/capitals';
import type { DraftResponse } from '../../shared/protocol/editor';
import type { MapEntity } from '../../shared/protocol/maps';
import { browserSuite, hasChromium } from '../support/browser';
import { differingPixels, pixels } from '../support/canvasPixels';
import { HttpClient } from '../support/httpClient';

const SHOTS = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)('the map editors in a real browser', () => {
  const suite = browserSuite();
  let staffId = 0;

  /** A signed-in browser context for a new account. */
  async function signedIn(username: string, width = 1366, height = 768): Promise<BrowserContext> {
    const context = await suite.browser.newContext({ viewport: { width, height } });
    const base = suite.server.baseUrl;
    const session = await (await context.request.get(`${base}/api/session`)).json();
    const password = 'secret-password';
    const registered = await context.request.post(`${base}/register`, {
      headers: { 'x-csrf-token': session.csrfToken },
      data: {
        username,
        email: `${username}@example.com`,
        password,
        password_confirmation: password,
      },
    });
    staffId = (await registered.json()).user.id;
    return context;
  }

  let staff: BrowserContext;
  beforeAll(async () => {
    staff = await signedIn('Cartographer');
    const admin = new HttpClient(suite.server.baseUrl);
    await admin.login('admin', 'admin-password');
    await admin.post(`/api/admin/users/${staffId}/roles`, { roles: ['player', 'moderator'] });
  });

  /** The page point of a map point, with the whole map fitted in the canvas (the editors' view). */
  async function pointOf(
    page: Page,
    size: { width: number; height: number },
    x: number,
    y: number,
  ) {
    const box = (await page.locator('.map-canvas').boundingBox())!;
    const camera = fitCamera({
      viewWidth: box.width,
      viewHeight: box.height,
      contentWidth: size.width,
      contentHeight: size.height,
      // The editor's canvas fits the map with room for the discs on its edges, as MapCanvas does.
      padding: FIT_PADDING,
    });
    return { x: box.x + camera.x + x * camera.zoom, y: box.y + camera.y + y * camera.zoom };
  }

  async function draftOf(page: Page, mapId: number): Promise<DraftResponse> {
    return (await page.request.get(`${suite.server.baseUrl}/api/editor/maps/${mapId}`)).json();
  }

  it('draws, drags, links, fills a region and publishes a map', async () => {
    const page = await staff.newPage();
    await page.goto(`${suite.server.baseUrl}/maps/editor`);
    await page.getByLabel('Name').fill('Browser Isle');
    await page.getByLabel('Width').fill('800');
    await page.getByLabel('Height').fill('500');
    await page.getByRole('button', { name: 'Create the map' }).click();
    await page.waitForURL(/\/maps\/editor\/\d+$/);
    const mapId = Number(/(\d+)$/.exec(page.url())![1]);
    await page.locator('.map-canvas canvas').waitFor();
    await page.waitForTimeout(300);
    const size = { width: 800, height: 500 };
    const click = async (x: number, y: number) => {
      const p = await pointOf(page, size, x, y);
      await page.mouse.click(p.x, p.y);
    };

    for (const [x, y] of [
      [200, 150],
      [400, 150],
      [400, 350],
    ] as const) {
      await click(x, y);
    }
    await expect.poll(async () => (await draftOf(page, mapId)).map.territories.length).toBe(3);
    await expect
      .poll(() => page.getByTestId('problems').textContent())
      .toContain('has no adjacencies');

    // Drag the third territory; the X field follows, and the drop is saved.
    const from = await pointOf(page, size, 400, 350);
    const to = await pointOf(page, size, 600, 350);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    // The field follows the pointer on the next render, which a loaded machine may delay.
    const xField = page.getByLabel('X', { exact: true });
    await expect
      .poll(async () => Math.abs(Number(await xField.inputValue()) - 600))
      .toBeLessThanOrEqual(3);
    await page.mouse.up();
    await expect
      .poll(async () => (await draftOf(page, mapId)).map.territories[2]!.x)
      .toBeGreaterThan(590);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1366.png` });

    // Typing Y moves the disc before it is saved, and leaving the field saves it.
    const canvas = page.locator('.map-canvas canvas');
    const before = await pixels(canvas);
    await page.getByLabel('Y', { exact: true }).fill('250');
    await expect
      .poll(async () => differingPixels(before, await pixels(canvas)))
      .toBeGreaterThan(100);
    await page.getByLabel('Name', { exact: true }).first().focus();
    await expect.poll(async () => (await draftOf(page, mapId)).map.territories[2]!.y).toBe(250);

    await page.getByRole('radio', { name: 'Borders' }).check();
    await click(200, 150);
    await click(400, 150);
    await click(600, 250);
    await expect.poll(async () => (await draftOf(page, mapId)).map.adjacencies.length).toBe(4);

    await page.getByLabel('New region').fill('Main');
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('radio', { name: 'Regions' }).check();
    for (const [px, py] of [
      [200, 150],
      [400, 150],
      [600, 250],
    ] as const) {
      await click(px, py);
    }
    await expect.poll(async () => (await draftOf(page, mapId)).problems).toEqual([]);
    await page.getByTestId('no-problems').waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: the map can be played now').waitFor();
    const maps: MapEntity[] = await (
      await page.request.get(`${suite.server.baseUrl}/api/maps`)
    ).json();
    expect(maps.find((m) => m.id === mapId)).toMatchObject({ name: 'Browser Isle', status: 5 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-published.png`, fullPage: true });
  });

  it('edits a territory’s borders and a region on their own pages, on a phone too', async () => {
    const phone = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await staff.storageState(),
    });
    const page = await phone.newPage();
    const base = suite.server.baseUrl;
    const created = await page.request.post(`${base}/api/editor/maps`, {
      headers: {
        'x-csrf-token': (await (await page.request.get(`${base}/api/session`)).json()).csrfToken,
      },
      data: { name: 'Pocket map' },
    });
    const mapId = (await created.json()).map_id as number;
    await page.goto(`${base}/maps/editor/${mapId}`);
    await page.locator('.map-canvas canvas').waitFor();
    await page.waitForTimeout(300);
    const size = { width: 1200, height: 800 };
    for (const [x, y] of [
      [300, 300],
      [700, 300],
    ] as const) {
      const p = await pointOf(page, size, x, y);
      await page.mouse.click(p.x, p.y);
    }
    await expect.poll(async () => (await draftOf(page, mapId)).map.territories.length).toBe(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: true });
    const [first, second] = (await draftOf(page, mapId)).map.territories;

    await page.goto(`${base}/maps/editor/${mapId}/territories/${first!.id}`);
    await page.getByLabel('New neighbour').selectOption(String(second!.id));
    await page.getByLabel('Both ways').uncheck();
    await page.getByRole('button', { name: 'Add border' }).click();
    await expect
      .poll(() => page.getByTestId('problems').textContent())
      .toContain('does not border');
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await page.getByLabel('New neighbour').selectOption(String(second!.id));
    await page.getByLabel('Both ways').check();
    await page.getByRole('button', { name: 'Add border' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'yes' }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/territory-390.png`, fullPage: true });

    await page.goto(`${base}/maps/editor/${mapId}`);
    await page.getByLabel('New region').fill('Coast');
    await page.getByRole('button', { name: 'Add region' }).click();
    await page.getByRole('link', { name: 'Coast' }).click();
    await page.getByLabel('Move a territory here').selectOption(String(first!.id));
    await page.getByRole('button', { name: 'Move here' }).click();
    await page.getByRole('heading', { name: 'Territories (1)' }).waitFor();
    await page.getByLabel('Move a territory here').selectOption(String(second!.id));
    await page.getByRole('button', { name: 'Move here' }).click();
    await page.getByRole('button', { name: /Use the formula/ }).click();
    await expect.poll(async () => (await draftOf(page, mapId)).problems).toEqual([]);
    await page.getByTestId('no-problems').waitFor();
    const draft = await draftOf(page, mapId);
    expect(draft.map.regions[0]).toMatchObject({ name: 'Coast', bonus: 1 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/region-390.png`, fullPage: true });
  });

  it('creates a map from a picture, lists it, and deletes it', async () => {
    const picture = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const page = await staff.newPage();
    await page.goto(`${suite.server.baseUrl}/maps/editor`);
    await page.getByLabel('Name').fill('Picture Isle');
    await page
      .getByLabel(/^Background picture/)
      .setInputFiles({ name: 'isle.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Create the map' }).click();
    await page.waitForURL(/\/maps\/editor\/\d+$/);
    const mapId = Number(/(\d+)$/.exec(page.url())![1]);
    // The upload sized the map to the picture, and the page shows the answer's map.
    const draft = await draftOf(page, mapId);
    expect([draft.map.width, draft.map.height]).toEqual([640, 360]);
    expect(draft.map.background).toMatch(/\/background\?v=/);
    await page.getByRole('heading', { name: 'Picture Isle' }).waitFor();

    await page.getByRole('link', { name: 'All maps in the editor' }).click();
    await page.getByRole('link', { name: 'Picture Isle' }).waitFor();
    await page.getByRole('link', { name: 'Picture Isle' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete this map' }).click();
    await page.waitForURL(/\/maps\/editor$/);
    // The list was read again after the delete: the map is gone from it.
    await page.getByRole('button', { name: 'Create the map' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Picture Isle' }).count()).toBe(0);
    expect(
      (await page.request.get(`${suite.server.baseUrl}/api/editor/maps/${mapId}`)).status(),
    ).toBe(404);
  });

  it('shows the capital editor’s spec texts as names are typed and territories picked', async () => {
    const page = await staff.newPage();
    await page.goto(`${suite.server.baseUrl}/game/create/capitals/1`);
    const three = page.getByLabel('3 players');
    await three.waitFor();
    const check = page.getByTestId('check-3');
    await expect.poll(() => check.textContent()).toBe(CAPITAL_TEXTS.correct);
    await three.fill('');
    await expect.poll(() => check.textContent()).toBe(CAPITAL_TEXTS.none);
    await three.fill('Alaska\nAtlantis');
    await expect.poll(() => check.textContent()).toBe(`${CAPITAL_TEXTS.invalid} Atlantis`);
    await three.fill('Alaska\nPeru');
    await expect.poll(() => check.textContent()).toBe(CAPITAL_TEXTS.wrongCount);
    await expect(
      page.getByRole('button', { name: 'Save the capitals' }).isDisabled(),
    ).resolves.toBe(true);

    await page.locator('.map-canvas[data-ready="true"]').waitFor();
    const detail = await (await page.request.get(`${suite.server.baseUrl}/api/maps/1`)).json();
    const egypt = detail.territories.find((t: { name: string }) => t.name === 'Egypt');
    const at = await pointOf(page, detail, egypt.x, egypt.y);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => three.inputValue()).toBe('Alaska\nPeru\nEgypt');
    await expect.poll(() => check.textContent()).toBe(CAPITAL_TEXTS.correct);
    const sea = await pointOf(page, detail, 5, 5);
    await page.mouse.click(sea.x, sea.y);
    await page.getByText(CAPITAL_TEXTS.notFound).waitFor();
    await page.getByRole('button', { name: 'Save the capitals' }).click();
    await page.getByText('The capitals are saved.').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/capitals-1366.png` });
  });
});
