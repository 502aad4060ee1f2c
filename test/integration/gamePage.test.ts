import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGamePage } from '../../server/http/gamePage';
import type { MapDetail } from '../../shared/protocol/maps';
import { playHttp, registerPlayer, type TestPlayer } from '../support/gameClients';
import { startTestServer, type TestServer } from '../support/server';

// A game's page lists up front what the play screen waits for (server/http/gamePage.ts), from a
// client built as Vite leaves it: index.html, the entry's style sheet and the manifest.

const clientDir = mkdtempSync(path.join(tmpdir(), 'conquest-game-page-'));
mkdirSync(path.join(clientDir, 'static'));
mkdirSync(path.join(clientDir, '.vite'));
const css = 'body{background:#0d1117}';
writeFileSync(path.join(clientDir, 'static', 'index-e1.css'), css);
const indexHtml = `<!doctype html><html><head><title>Conquest</title>
<script type="module" crossorigin src="/static/index-e1.js"></script>
<link rel="modulepreload" crossorigin href="/static/runtime-r1.js">
<link rel="stylesheet" crossorigin href="/static/index-e1.css">
</head><body><div id="root"></div></body></html>`;
writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
const manifest = {
  'index.html': {
    file: 'static/index-e1.js',
    isEntry: true,
    imports: ['_runtime-r1.js'],
    dynamicImports: ['routes/play/PlayPage.tsx', 'routes/forum/pages.tsx'],
  },
  '_runtime-r1.js': { file: 'static/runtime-r1.js' },
  'routes/play/PlayPage.tsx': {
    file: 'static/PlayPage-p1.js',
    imports: ['_runtime-r1.js', 'index.html'],
    dynamicImports: ['routes/play/canvas/PixiMap.tsx'],
    css: ['static/PlayPage-p1.css'],
  },
  'routes/play/canvas/PixiMap.tsx': {
    file: 'static/PixiMap-m1.js',
    imports: ['_runtime-r1.js', '_pixi-x1.js'],
  },
  '_pixi-x1.js': {
    file: 'static/pixi-x1.js',
    dynamicImports: ['../node_modules/pixi.js/lib/environment-browser/browserAll.mjs'],
  },
  '../node_modules/pixi.js/lib/environment-browser/browserAll.mjs': {
    file: 'static/browserAll-b1.js',
  },
  'routes/forum/pages.tsx': { file: 'static/forum-f1.js' },
};
writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));

let server: TestServer;
let gameId: number;
let ann: TestPlayer;
beforeAll(async () => {
  server = await startTestServer({}, { clientDir });
  ann = await registerPlayer(server.baseUrl, 'PageAnn');
  const created = await ann.http.json<{ game_id: number }>(
    ann.http.post('/game/create', {
      num_players: 2,
      game_type: 0,
      cards: 0,
      fortification: 2,
      turn_order: 0,
      players_per_team: 1,
      join_manner: 0,
      turn_time: 300,
      map_id: 1,
      color: 3,
    }),
  );
  gameId = created.game_id;
});
afterAll(async () => {
  await server?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  fetch(server.baseUrl + url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
/** The page's data block `id`, parsed (undefined: none). */
const dataBlock = (html: string, id: string) => {
  const block = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
};
const firstState = (html: string) => dataBlock(html, 'first-state');
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('a game page', () => {
  it('preloads the session, the game, and the play route beyond the entry, without PixiJS', async () => {
    const res = await page(`/game/${gameId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const html = await res.text();
    // Not the map's detail: the page carries what the light map needs of it (below).
    expect(links(html, 'preload" as="fetch')).toEqual(['/api/session', `/api/game/${gameId}`]);
    expect(links(html, 'modulepreload')).toEqual([
      '/static/runtime-r1.js',
      '/static/PlayPage-p1.js',
    ]);
    expect(links(html, 'preload" as="style')).toEqual(['/static/PlayPage-p1.css']);
    expect(html).not.toContain('forum-f1');
    // The light map is drawn without PixiJS, which loads once it is on screen.
    expect(html).not.toMatch(/PixiMap-m1|pixi-x1|browserAll-b1/);
    expect(html).toContain(
      '<div id="root"><p class="page-loading" aria-busy="true">Loading the game…</p></div>',
    );
  });

  it('asks for the same in its Link header, the entry first, for the browser to start on its headers', async () => {
    const res = await page(`/game/${gameId}`);
    const header = (res.headers.get('link') ?? '').split(', ');
    expect(header).toEqual([
      '</static/index-e1.js>; rel=modulepreload; crossorigin',
      '</static/runtime-r1.js>; rel=modulepreload; crossorigin',
      '</static/PlayPage-p1.css>; rel=preload; as=style; crossorigin',
      '</static/PlayPage-p1.js>; rel=modulepreload; crossorigin',
      '</api/session>; rel=preload; as=fetch; crossorigin',
      `</api/game/${gameId}>; rel=preload; as=fetch; crossorigin`,
    ]);
    // Every file of the header is one the page itself asks for (the same request, found coming).
    const html = await res.text();
    for (const entry of header) expect(html).toContain(`="${/^<([^>]+)>/.exec(entry)![1]}"`);
    // Not on other pages.
    expect((await page('/lobby')).headers.get('link')).toBeNull();
  });

  it('carries the entry style sheet inline, allowed by its hash in the page CSP alone', async () => {
    const res = await page(`/game/${gameId}`);
    const html = await res.text();
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('index-e1.css');
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toMatch(
      new RegExp(`style-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`),
    );
    const lobby = await page('/lobby');
    expect(await lobby.text()).toBe(indexHtml);
    expect(lobby.headers.get('content-security-policy')).not.toContain('sha256');
  });

  it("carries the viewer's first update-state, as the play call answers it", async () => {
    const html = await (await page(`/game/${gameId}`, ann.http.cookieHeader)).text();
    const state = firstState(html);
    const answer = (await playHttp(ann, gameId, 'update-state', {})).body;
    expect(state).toMatchObject({ success: true, game_id: gameId, version: answer.version });
    expect(state!.players).toEqual(answer.players);
    // After the loading line, outside the root React renders into.
    expect(html).toMatch(/<\/p><\/div><script type="application\/json" id="first-state">/);
  });

  it("carries the game's map without its outlines, which its detail still has", async () => {
    const html = await (await page(`/game/${gameId}`)).text();
    const carried = dataBlock(html, 'first-map') as unknown as MapDetail;
    const detail = (await (await fetch(`${server.baseUrl}/api/maps/1`)).json()) as MapDetail;
    expect(carried.id).toBe(1);
    expect(carried.width).toBe(detail.width);
    expect(carried.territories).toEqual(detail.territories.map((t) => ({ ...t, outline: [] })));
    expect(detail.territories.every((t) => t.outline.length > 0)).toBe(true);
    // A few kB where the outlines are a hundred.
    expect(JSON.stringify(carried).length * 5).toBeLessThan(JSON.stringify(detail).length);
  });

  it('writes the first state so that no text in it can end its element', () => {
    const text = '</script><script>alert(1)</script><!--';
    const html = loadGamePage(clientDir)!.html(1, { firstState: { success: true, text } });
    expect(html).not.toContain(text);
    expect(firstState(html)).toEqual({ success: true, text });
  });

  it('still loads for a game that does not exist (the screen says so), without a map', async () => {
    const html = await (await page('/game/99999')).text();
    expect(firstState(html)).toBeUndefined();
    expect(dataBlock(html, 'first-map')).toBeUndefined();
    expect(links(html, 'preload" as="fetch')).toEqual(['/api/session', '/api/game/99999']);
    expect(await (await page('/game/create')).text()).toBe(indexHtml);
  });
});
