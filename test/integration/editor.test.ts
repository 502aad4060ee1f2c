/**
 * The map editor through its HTTP endpoints (spec §7 "Map admin"): an author builds a small map,
 * fixes what the validator lists, staff publish it, and a game is created and played on it at
 * once. Every endpoint refuses guests, other players and published maps' changes.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_PROBLEMS } from '../../shared/protocol/mapDraft';
import { MAP_ERRORS } from '../../shared/maps/parse';
import { editorBackgrounds } from '../../server/db/editorTables';
import { EDITOR_ERRORS, type DraftResponse } from '../../shared/protocol/editor';
import type { MapDetail, MapEntity } from '../../shared/protocol/maps';
import { playWithBots, startGame } from '../support/botGames';
import { registerPlayer, type TestPlayer } from '../support/gameClients';
import { HttpClient } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

/** Every stored or rendered picture: exactly its own type, no sniffing, and a sandbox of its own. */
function expectPictureHeaders(response: Response, type: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe('sandbox');
}
let author: TestPlayer;
let nosy: TestPlayer;
let staff: TestPlayer;
let guest: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  author = await registerPlayer(server.baseUrl, 'Mapper');
  nosy = await registerPlayer(server.baseUrl, 'Nosy');
  staff = await registerPlayer(server.baseUrl, 'Moddy');
  const admin = new HttpClient(server.baseUrl);
  await admin.login('admin', 'admin-password');
  const promoted = await admin.post(`/api/admin/users/${staff.userId}/roles`, {
    roles: ['player', 'moderator'],
  });
  expect(promoted.status).toBe(200);
  await staff.http.refreshSession();
  guest = new HttpClient(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

type Answer = DraftResponse & Record<string, unknown>;

async function call(who: TestPlayer, path: string, body: Record<string, unknown> = {}) {
  const response = await who.http.post(path, body);
  return { status: response.status, body: (await response.json()) as Answer & { error?: string } };
}

/** A change that must succeed; returns the answer. */
async function change(who: TestPlayer, path: string, body: Record<string, unknown> = {}) {
  const { status, body: answer } = await call(who, path, body);
  expect(status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}

describe('building, fixing, publishing and playing a map', () => {
  let base: string;
  let mapId: number;
  const ids: Record<string, number> = {};

  it('builds a map by the spec calls, the validator listing what is wrong after each', async () => {
    const created = await change(author, '/api/editor/maps', {
      name: 'Test Isle',
      width: 600,
      height: 400,
    });
    mapId = created.map_id as number;
    expect(mapId).toBeGreaterThanOrEqual(10_000);
    base = `/api/editor/maps/${mapId}`;

    const points = { Ash: [100, 100], Birch: [300, 100], Cedar: [300, 300], Dune: [500, 300] };
    let answer: Answer | undefined;
    for (const [name, [x, y]] of Object.entries(points)) {
      answer = await change(author, `${base}/territory/add`, { territory: name, x, y });
      ids[name] = answer.terr_id as number;
    }
    expect(answer!.map.territories.map((t) => t.name)).toEqual(['Ash', 'Birch', 'Cedar', 'Dune']);
    expect(answer!.problems).toContain(DRAFT_PROBLEMS.noRegions);
    expect(answer!.problems).toContain(DRAFT_PROBLEMS.noAdjacency('Ash'));

    const north = await change(author, `${base}/region/add`, { region: 'North', bonus: 2 });
    const south = await change(author, `${base}/region/add`, { region: 'South' });
    ids.north = north.region_id as number;
    ids.south = south.region_id as number;
    for (const name of ['Ash', 'Birch']) {
      await change(author, `${base}/regions/${ids.north}/territory/add`, { territory: ids[name] });
    }
    answer = await change(author, `${base}/regions/${ids.south}/territory/add`, {
      territory: ids.Cedar,
    });
    expect(answer.problems).toContain(MAP_ERRORS.noRegion('Dune'));

    // One direction only: the validator names the missing opposite.
    const row = await change(author, `${base}/territories/${ids.Ash}/adjacency/add`, {
      other: ids.Birch,
      opposite: 0,
    });
    expect(row.row).toEqual({
      id: expect.any(Number),
      territory: ids.Ash,
      other: ids.Birch,
      name: 'Birch',
    });
    expect(row.problems).toContain(DRAFT_PROBLEMS.asymmetric('Ash', 'Birch'));
    answer = await change(author, `${base}/territories/${ids.Birch}/adjacency/add`, {
      other: ids.Ash,
      opposite: false,
    });
    expect(answer.problems).not.toContain(DRAFT_PROBLEMS.asymmetric('Ash', 'Birch'));
    answer = await change(author, `${base}/territories/${ids.Birch}/adjacency/add`, {
      other: ids.Cedar,
      opposite: true,
    });
    expect(answer.problems.some((p) => p.startsWith('The map is not connected'))).toBe(true);
  });

  it('fixes each complaint through the edit pages’ calls until the map is valid', async () => {
    await change(author, `${base}/territories/${ids.Cedar}/adjacency/add`, {
      other: ids.Dune,
      opposite: '1',
    });
    let answer = await change(author, `${base}/regions/${ids.south}/territory/add`, {
      territory: ids.Dune,
    });
    expect(answer.problems).toEqual([]);

    // Dragged off the picture, then back; renamed; a bonus changed; a region emptied and refilled.
    answer = await change(author, `${base}/territories/${ids.Dune}/update`, { x: 650, y: 300 });
    expect(answer.problems).toEqual([MAP_ERRORS.outside('Dune', 650, 300, 600, 400)]);
    answer = await change(author, `${base}/territories/${ids.Dune}/update`, {
      x: 520,
      y: 310,
      name: 'Dunes',
    });
    expect(answer.map.territories.find((t) => t.id === ids.Dune)).toMatchObject({
      name: 'Dunes',
      x: 520,
      y: 310,
    });
    answer = await change(author, `${base}/regions/${ids.south}/update`, {
      bonus: 1,
      name: 'Southland',
    });
    expect(answer.map.regions.find((r) => r.id === ids.south)).toEqual({
      id: ids.south,
      name: 'Southland',
      bonus: 1,
    });
    answer = await change(author, `${base}/regions/${ids.south}/territory/remove`, {
      territory: ids.Cedar,
    });
    expect(answer.problems).toEqual([MAP_ERRORS.noRegion('Cedar')]);
    answer = await change(author, `${base}/territories/${ids.Cedar}/update`, { region: ids.south });
    expect(answer.problems).toEqual([]);

    // A territory added and removed, with its borders.
    const extra = await change(author, `${base}/territory/add`, {
      territory: 'Fen',
      x: 50,
      y: 350,
    });
    await change(author, `${base}/territories/${extra.terr_id}/adjacency/add`, { other: ids.Ash });
    answer = await change(author, `${base}/territory/remove`, { territory: extra.terr_id });
    expect(
      answer.map.adjacencies.every(
        (a) => a.territory !== extra.terr_id && a.other !== extra.terr_id,
      ),
    ).toBe(true);
    const removedRow = await change(author, `${base}/territories/${ids.Ash}/adjacency/remove`, {
      other: ids.Birch,
      opposite: 1,
    });
    expect(removedRow.problems.length).toBeGreaterThan(0);
    answer = await change(author, `${base}/territories/${ids.Ash}/adjacency/add`, {
      other: ids.Birch,
    });
    expect(answer.problems).toEqual([]);
    expect(answer.can_publish).toBe(false);
  });

  it('lets only staff publish; the map is then in /api/maps as beta, with its images, and fixed', async () => {
    const refused = await call(author, `${base}/publish`);
    expect(refused.status).toBe(403);
    const published = await change(staff, `${base}/publish`);
    expect(published.map.published).toBe(true);

    const list = await guest.json<MapEntity[]>(guest.get('/api/maps'));
    const entity = list.find((m) => m.id === mapId);
    expect(entity).toMatchObject({
      name: 'Test Isle',
      author: 'Mapper',
      status: 5,
      num_territories: 4,
      num_regions: 2,
    });
    const detail = await guest.json<MapDetail>(guest.get(`/api/maps/${mapId}`));
    expect(detail.regions.map((r) => [r.name, r.bonus, r.territories.length])).toEqual([
      ['North', 2, 2],
      ['Southland', 1, 2],
    ]);
    const image = await guest.get(`/assets/img/maps/${mapId}.large.jpg`);
    expect(image.status).toBe(200);
    expectPictureHeaders(image, 'image/jpeg');
    const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([width, height]).toEqual([600, 400]);

    for (const who of [author, staff]) {
      const late = await call(who, `${base}/territory/add`, { territory: 'Late', x: 10, y: 10 });
      expect(late.status).toBe(409);
      expect(late.body.error).toBe(EDITOR_ERRORS.published);
    }
    expect((await call(staff, `${base}/publish`)).status).toBe(409);
  });

  it('is usable in create-game at once: a game is created and played to the end on it', async () => {
    const map = server.app.context.maps.get(mapId)!;
    expect(map.territories.map((t) => t.name)).toEqual(['Ash', 'Birch', 'Cedar', 'Dunes']);
    const gameId = await startGame([author, nosy], map);
    const state = await playWithBots(server, [author, nosy], gameId, map, 3000);
    expect(state.status).toBe(3);
    expect(state.territories).toHaveLength(4);
  });
});

describe('permissions and bad input on every endpoint', () => {
  let mapId: number;
  let base: string;
  let terr: number;
  let other: number;
  let region: number;

  beforeAll(async () => {
    const created = await change(author, '/api/editor/maps', { name: 'Private draft' });
    mapId = created.map_id as number;
    base = `/api/editor/maps/${mapId}`;
    terr = (await change(author, `${base}/territory/add`, { territory: 'One', x: 10, y: 10 }))
      .terr_id as number;
    other = (await change(author, `${base}/territory/add`, { territory: 'Two', x: 90, y: 10 }))
      .terr_id as number;
    region = (await change(author, `${base}/region/add`, { region: 'All' })).region_id as number;
  });

  const endpoints = () =>
    [
      ['GET', ''],
      ['GET', '/background'],
      ['POST', '/update', { name: 'Renamed' }],
      ['POST', '/publish'],
      ['POST', '/delete'],
      ['POST', '/territory/add', { territory: 'Three', x: 5, y: 5 }],
      ['POST', '/territory/remove', { territory: other }],
      ['POST', '/region/add', { region: 'More' }],
      ['POST', '/region/remove', { region }],
      ['POST', `/territories/${terr}/update`, { x: 20 }],
      ['POST', `/territories/${terr}/adjacency/add`, { other, opposite: 1 }],
      ['POST', `/territories/${terr}/adjacency/remove`, { other, opposite: 1 }],
      ['POST', `/regions/${region}/update`, { bonus: 3 }],
      ['POST', `/regions/${region}/territory/add`, { territory: terr }],
      ['POST', `/regions/${region}/territory/remove`, { territory: terr }],
    ] as const;

  it('refuses guests (401) and other players (403), changing nothing', async () => {
    const before = (await change(author, `${base}/update`, {})).map;
    for (const [method, path, body] of endpoints()) {
      for (const [who, status] of [
        [{ http: guest } as TestPlayer, 401],
        [nosy, 403],
      ] as const) {
        const response =
          method === 'GET'
            ? await who.http.get(base + path)
            : await who.http.post(base + path, body);
        expect(response.status, `${method} ${path}`).toBe(status);
        expect((await response.json()).success).toBe(false);
      }
    }
    const after = (await change(author, `${base}/update`, {})).map;
    expect(after).toEqual(before);
    expect((await guest.get('/api/editor/maps')).status).toBe(401);
    const mine = await author.http.json<{ maps: { name: string }[] }>(
      author.http.get('/api/editor/maps'),
    );
    expect(mine.maps.map((m) => m.name)).toContain('Private draft');
    const theirs = await nosy.http.json<{ maps: unknown[] }>(nosy.http.get('/api/editor/maps'));
    expect(theirs.maps).toEqual([]);
  });

  it('lets staff edit anyone’s draft', async () => {
    const renamed = await change(staff, `${base}/territories/${terr}/update`, { name: 'Uno' });
    expect(renamed.map.territories[0]!.name).toBe('Uno');
  });

  it('answers bad ids, unknown parts and bad bodies with 4xx and a sentence', async () => {
    const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
      [
        '/api/editor/maps/abc/territory/add',
        { territory: 'X', x: 1, y: 1 },
        404,
        EDITOR_ERRORS.noMap,
      ],
      ['/api/editor/maps/99999999999/update', {}, 404, EDITOR_ERRORS.noMap],
      [`${base}/territories/999999/update`, { x: 1 }, 404, EDITOR_ERRORS.noTerritory],
      [`${base}/regions/999999/update`, { bonus: 1 }, 404, EDITOR_ERRORS.noRegion],
      [`${base}/territory/add`, { territory: '', x: 1, y: 1 }, 422, /name is needed/],
      [
        `${base}/territory/add`,
        { territory: 'Bad\u0000name', x: 1, y: 1 },
        422,
        /control characters/,
      ],
      [`${base}/territory/add`, { territory: 'x'.repeat(61), x: 1, y: 1 }, 422, /at most 60/],
      [`${base}/territory/add`, { territory: 'Far', x: -5, y: 1 }, 422, /^x:/],
      [
        `${base}/territory/add`,
        { territory: 'Lost', x: 1, y: 1, region: 999999 },
        422,
        EDITOR_ERRORS.noRegion,
      ],
      [`${base}/territory/remove`, { territory: 999999 }, 422, EDITOR_ERRORS.noTerritory],
      [`${base}/region/remove`, { region: 'x' }, 422, /^region:/],
      [`${base}/region/add`, { region: 'Huge', bonus: 101 }, 422, /^bonus:/],
      [`${base}/territories/${terr}/adjacency/add`, { other: terr }, 422, EDITOR_ERRORS.selfBorder],
      [
        `${base}/territories/${terr}/adjacency/add`,
        { other: 999999 },
        422,
        EDITOR_ERRORS.noTerritory,
      ],
      [`${base}/update`, { recommended_min: 6, recommended_max: 3 }, 422, /cannot exceed/],
      [`${base}/update`, { width: 50 }, 422, /^width:/],
      ['/api/editor/maps', { name: ' ' }, 422, /name is needed/],
    ];
    for (const [path, body, status, error] of cases) {
      const answer = await call(author, path, body);
      expect(answer.status, path + JSON.stringify(body)).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toMatch(error);
    }
  });

  it('takes a background picture, sizes the map to it, and refuses what is not one', async () => {
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const upload = (body: Buffer, type: string) =>
      author.http.postBytes(`${base}/background`, body, type);
    const uploaded = await upload(png, 'image/png');
    expect(uploaded.status).toBe(200);
    const answer = (await uploaded.json()) as Answer;
    expect([answer.map.width, answer.map.height]).toEqual([640, 360]);
    expect(answer.map.background).toMatch(new RegExp(`^${base}/background\\?v=`));
    const served = await author.http.get(`${base}/background`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    expect((await upload(Buffer.from('not a picture'), 'image/png')).status).toBe(422);
    const text = await upload(Buffer.from('hello'), 'text/plain');
    expect(await text.json()).toEqual({ success: false, error: EDITOR_ERRORS.badImage });
    const tiny = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await (await upload(tiny, 'image/png')).json()).toEqual({
      success: false,
      error: EDITOR_ERRORS.imageSize,
    });
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024), 'image/png');
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ success: false, error: EDITOR_ERRORS.imageTooLarge });
  });

  it('serves a background as what its bytes are, never as the type its upload claimed', async () => {
    const picture = sharp({
      create: { width: 300, height: 200, channels: 3, background: '#884422' },
    });
    // A valid PNG with a page after it: served as text/html, it would run on the site's origin.
    const polyglot = Buffer.concat([
      await picture.clone().png().toBuffer(),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    const upload = (body: Buffer, type: string) =>
      author.http.postBytes(`${base}/background`, body, type);
    expect((await upload(polyglot, 'image/png;x=a,text/html')).status).toBe(200);
    const served = await author.http.get(`${base}/background`);
    expectPictureHeaders(served, 'image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(polyglot)).toBe(true);

    // A JPEG sent as a PNG is stored and served as the JPEG it is.
    const jpeg = await picture.clone().jpeg().toBuffer();
    expect((await upload(jpeg, 'image/png')).status).toBe(200);
    expectPictureHeaders(await author.http.get(`${base}/background`), 'image/jpeg');

    const page = Buffer.from('<!doctype html><script>alert(1)</script>');
    const refused = await upload(page, 'image/png;x=a,text/html');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ success: false, error: EDITOR_ERRORS.badImage });
    expectPictureHeaders(await author.http.get(`${base}/background`), 'image/jpeg');

    // A row stored before the type came from the bytes kept the upload's header: not served so.
    await server.app.context.db
      .update(editorBackgrounds)
      .set({ contentType: 'image/png;x=a,text/html' })
      .where(eq(editorBackgrounds.mapId, mapId));
    expectPictureHeaders(await author.http.get(`${base}/background`), 'image/jpeg');
  });

  it('deletes a draft for its author', async () => {
    expect((await call(author, `${base}/delete`)).status).toBe(200);
    expect((await author.http.get(base)).status).toBe(404);
  });
});
