import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenSizedImage } from '../../shared/protocol/mapEntity';
import type { MapDetail, MapEntity } from '../../shared/protocol/maps';
import { maps as mapsTable, games } from '../../server/db/schema';
import { loadMapCatalog, readMapFiles } from '../../server/services/mapCatalog';
import { startTestServer, type TestServer } from '../support/server';

const DAY = 24 * 60 * 60 * 1000;

describe('map API', () => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    // The server loads the map catalog at start (app.ts) and serves the map routes.
    server = await startTestServer();
    baseUrl = server.baseUrl;
    const now = server.clock.now.getTime();
    await server.app.context.db.insert(games).values(
      [now - DAY, now - 10 * DAY, now - 40 * DAY].map((at) => ({
        mapId: 1,
        status: 3,
        options: {},
        state: {},
        createdAt: new Date(at),
      })),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  const getJson = async <T>(path: string): Promise<T> =>
    (await fetch(baseUrl + path)).json() as Promise<T>;

  it('lists every map with the derived fields of the Map entity and its game counts', async () => {
    const list = await getJson<MapEntity[]>('/api/maps');
    expect(list.length).toBeGreaterThanOrEqual(9);
    const classic = list.find((m) => m.id === 1);
    expect(classic).toMatchObject({
      name: 'Classic World',
      num_territories: 42,
      territoriesCount: 42,
      num_regions: 6,
      num_games_total: 3,
      num_games_recent: 2,
      recommended_players_string: '3-6',
      caps: 9,
      status: 2,
      creationDateRaw: '2026-11-22',
    });
    expect(classic?.imageUrl).toMatch(/^\/assets\/img\/maps\/1\.large\.jpg\?v=[0-9a-f]{16}$/);
    expect(list.find((m) => m.id === 10)).toMatchObject({ num_games_total: 0, size: 'small' });
    expect(list.some((m) => m.status === 5)).toBe(true);
  });

  it('serves one map with territories, outlines, regions, capitals and hills', async () => {
    const map = await getJson<MapDetail>('/api/maps/1');
    expect(map.territories).toHaveLength(42);
    expect(Object.keys(map.territories[0] ?? {}).sort()).toEqual([
      'adjacencies',
      'id',
      'name',
      'outline',
      'region',
      'x',
      'y',
    ]);
    expect(map.regions.map((r) => [r.name, r.bonus])).toContainEqual(['Asia', 7]);
    expect(map.capPos['6']).toHaveLength(6);
    expect(map.capitals['6']).toHaveLength(6);
    expect((await getJson<MapDetail>('/api/maps/17')).hills.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown map', async () => {
    for (const path of ['/api/maps/999', '/api/maps/abc']) {
      const response = await fetch(baseUrl + path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, error: 'Map not found.' });
    }
  });

  it('serves the images at the spec sizes with long cache headers and an ETag', async () => {
    const map = await getJson<MapDetail>('/api/maps/10');
    const large = await fetch(baseUrl + map.imageUrl);
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/jpeg');
    expect(large.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = large.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const largeSize = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([largeSize.width, largeSize.height]).toEqual([map.width, map.height]);

    const small = await fetch(baseUrl + map.imageThumbnailUrl);
    const smallSize = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([smallSize.width, smallSize.height]).toEqual([
      Math.round(map.width * 0.75),
      Math.round(map.height * 0.75),
    ]);

    const again = await fetch(baseUrl + map.imageUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${baseUrl}/assets/img/maps/999.large.jpg`)).status).toBe(404);
  });

  it('narrows the large image for small screens, to the widths it offers only', async () => {
    const wide = await getJson<MapDetail>('/api/maps/17');
    const chosen = screenSizedImage(wide.imageUrl, wide.width, 390 * 3);
    expect(chosen.scale).toBeCloseTo(2600 / 1280);
    const narrowed = await fetch(baseUrl + chosen.url);
    expect(narrowed.status).toBe(200);
    expect(narrowed.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await narrowed.arrayBuffer());
    const size = await sharp(bytes).metadata();
    expect([size.width, size.height]).toEqual([
      1280,
      Math.round((wide.height * 1280) / wide.width),
    ]);
    const full = await fetch(baseUrl + wide.imageUrl);
    expect(bytes.length).toBeLessThan((await full.arrayBuffer()).byteLength / 2);
    const etag = narrowed.headers.get('etag') ?? '';
    expect(etag).not.toBe(full.headers.get('etag'));
    const again = await fetch(baseUrl + chosen.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // A map narrower than the width asked for is sent as it is.
    const narrow = await getJson<MapDetail>('/api/maps/10');
    const same = await fetch(`${baseUrl}${narrow.imageUrl}&w=1280`);
    const sameSize = await sharp(Buffer.from(await same.arrayBuffer())).metadata();
    expect(sameSize.width).toBe(narrow.width);
    expect(screenSizedImage(narrow.imageUrl, narrow.width, 1170)).toEqual({
      url: narrow.imageUrl,
      scale: 1,
    });
    for (const path of [
      '/assets/img/maps/17.large.jpg?w=500',
      '/assets/img/maps/17.small.jpg?w=640',
    ]) {
      const refused = await fetch(baseUrl + path);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        success: false,
        error: 'The image width must be one of 640, 1280, 1920.',
      });
    }
  });

  it('sends a map detail, half a megabyte of outlines for the largest, compressed', async () => {
    const response = await fetch(`${baseUrl}/api/maps/17`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()) as MapDetail).toMatchObject({ id: 17 });
  });

  it('upserts every map into the database on start', async () => {
    const rows = await server.app.context.db.select().from(mapsTable);
    const list = await getJson<MapEntity[]>('/api/maps');
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(list.map((m) => m.id));
    expect(rows.find((r) => r.id === 1)).toMatchObject({
      name: 'Classic World',
      status: 2,
      createdDate: '2026-11-22',
    });
    // A second start finds the rows and refreshes them instead of failing.
    await loadMapCatalog(server.app.context, await readMapFiles());
    expect(await server.app.context.db.select().from(mapsTable)).toHaveLength(rows.length);
  });
});
