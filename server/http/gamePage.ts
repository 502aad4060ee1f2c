import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_MAP_ELEMENT, withoutOutlines, type MapDetail } from '../../shared/protocol/maps';
import { FIRST_STATE_ELEMENT } from '../../shared/protocol/updateState';

/**
 * The HTML of a game page (`/game/{id}`): the app's index.html, made to start at once everything
 * the play screen waits for. A phone on mobile data pays a round trip of half a second or more for
 * each request, and the plain page asks in turn for the entry, then (once it has run) the play
 * route's chunks and the session, then the game, then its map, then Pixi's renderer: six round
 * trips before the map can be drawn. Here the page itself lists or carries them all:
 *
 * - the session and the game's summary, preloaded (`as="fetch"`, matched by the client's own
 *   `fetch` of the same URLs, client/net/http.ts);
 * - the map's detail without its outlines, as a JSON data block (`#first-map`): all the light map
 *   needs, in the page's own bytes. The outlines (a hundred kB for the largest map, even
 *   compressed) would share the phone's bandwidth with the scripts the map waits for: the play
 *   screen asks for the full detail once its light map is drawn;
 * - the play route's chunks, as module preloads (from Vite's manifest); PixiJS is not among them:
 *   the play screen first draws a light map without it, and only then loads it (on a slow network
 *   its bytes would delay that map);
 * - the entry's style sheet inline (with its hash allowed by the page's CSP), so nothing but the
 *   page itself stands between the request and the first paint;
 * - a line saying the game is loading, painted before any script has run (React replaces it);
 * - the viewer's first update-state, as a JSON data block (`#first-state`): the play screen
 *   starts from it instead of asking once its scripts have run, a round trip later.
 */

/** The play route as Vite's manifest names it (relative to the client root). */
const PLAY_ROUTE = 'routes/play/PlayPage.tsx';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/static\/[^"]+\.css)">/;
const ROOT = '<div id="root"></div>';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What a game's page carries beyond its links: each absent when unknown (the client asks). */
interface PageData {
  /** The game's map without outlines (withoutOutlines). */
  map?: MapDetail;
  /** The viewer's first update-state reply. */
  firstState?: unknown;
}

export interface GamePage {
  /** The page for game `gameId`, carrying `data`. */
  html(gameId: number, data: PageData): string;
  /** The `Link` header of game `gameId`'s page (see linkHeader). */
  links(gameId: number): string;
  /** The CSP source allowing the inline style sheet ('sha256-…'), when there is one. */
  styleSource: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `value` as a JSON data block: `<` written as its escape, so no `</script>` or `<!--` inside a
 * string can end the element early (JSON.parse reads the escape back).
 */
function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The files a chunk pulls in before it runs (its static imports, recursively). */
function importClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) importClosure(manifest, imported, seen);
  return seen;
}

/** A file the page asks for at once: a script (module) or a style sheet. */
interface Preload {
  file: string;
  as: 'script' | 'style';
}

/** The entry's scripts (its own file and its imports') and the play route's files it does not already bring. */
function pageFiles(manifest: Manifest): { entry: Preload[]; route: Preload[] } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey || !manifest[PLAY_ROUTE]) return { entry: [], route: [] };
  const entry = importClosure(manifest, entryKey, new Set());
  const play = importClosure(manifest, PLAY_ROUTE, new Set(entry));
  for (const key of entry) play.delete(key);
  const chunks = [...play].map((key) => manifest[key]!);
  // The style sheets first: the route waits for them too, and they are small.
  const sheets = chunks.flatMap((chunk) => chunk.css ?? []);
  return {
    entry: [...entry].map((key) => ({ file: manifest[key]!.file, as: 'script' })),
    route: [
      ...sheets.map((file) => ({ file, as: 'style' as const })),
      ...chunks.map((chunk) => ({ file: chunk.file, as: 'script' as const })),
    ],
  };
}

/** The play route's files as the page's links. */
function playRoutePreloads(route: Preload[]): string {
  return route
    .map(({ file, as }) =>
      as === 'style'
        ? `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`
        : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
    )
    .join('');
}

/**
 * What the page asks for at once, as a `Link` header: the entry's scripts, the play route's
 * files and the two answers the screen starts from. The browser starts these as the response's
 * headers arrive, before it has set up the page's window and read its HTML, which on a slow phone
 * takes a good part of a second (the page's own links ask for the same, and find them coming).
 */
function linkHeader(files: Preload[], fetches: string[]): string {
  return [
    ...files.map(({ file, as }) =>
      as === 'style'
        ? `</${file}>; rel=preload; as=style; crossorigin`
        : `</${file}>; rel=modulepreload; crossorigin`,
    ),
    ...fetches.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`),
  ].join(', ');
}

function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** Reads the built client once; undefined when it has not been built. */
export function loadGamePage(clientDir: string): GamePage | undefined {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  let template = readFileSync(indexFile, 'utf8');
  let styleSource: string | undefined;
  const stylesheet = STYLESHEET.exec(template);
  const cssFile = stylesheet && path.join(clientDir, stylesheet[1]!);
  if (cssFile && existsSync(cssFile)) {
    // A `</style>` inside the sheet would end the element early: never in a built sheet, but
    // then the link stays.
    const css = readFileSync(cssFile, 'utf8');
    if (!css.includes('</style')) {
      template = template.replace(stylesheet[0], () => `<style>${css}</style>`);
      styleSource = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    }
  }
  const files = pageFiles(readManifest(clientDir));
  const route = playRoutePreloads(files.route);
  const fetchesOf = (gameId: number) => ['/api/session', `/api/game/${gameId}`];
  // After the entry's own tags: the browser fetches in the order of the page.
  const [head, tail] = template.split('</head>');
  if (tail === undefined || !template.includes(ROOT)) return undefined;
  return {
    styleSource,
    links: (gameId) => linkHeader([...files.entry, ...files.route], fetchesOf(gameId)),
    html(gameId, { map, firstState }) {
      const fetches = fetchesOf(gameId)
        .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`)
        .join('');
      const blocks =
        (firstState === undefined ? '' : jsonBlock(FIRST_STATE_ELEMENT, firstState)) +
        (map === undefined ? '' : jsonBlock(FIRST_MAP_ELEMENT, withoutOutlines(map)));
      return `${head}${fetches}${route}</head>${tail}`.replace(
        ROOT,
        () =>
          '<div id="root"><p class="page-loading" aria-busy="true">Loading the game…</p></div>' +
          blocks,
      );
    },
  };
}
