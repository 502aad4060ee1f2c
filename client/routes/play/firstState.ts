/**
 * What the game's page itself carries (server/http/gamePage.ts): the viewer's first update-state
 * and the map without its outlines. The play screen starts from them instead of asking once its
 * scripts have run, which on a slow network is a round trip of half a second or more (and, for
 * the map, a hundred kB of outlines) before the map can be drawn.
 */
import { FIRST_MAP_ELEMENT, type MapDetail } from '../../../shared/protocol/maps';
import { FIRST_STATE_ELEMENT, type UpdateStateBody } from '../../../shared/protocol/updateState';

/** The JSON data block `id` of the page, parsed; null when there is none (or it does not parse). */
function pageBlock(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The page's first state of game `gameId`, if it carries one (a page of another game does not). */
export function firstStateOf(gameId: number): UpdateStateBody | null {
  const body = pageBlock(FIRST_STATE_ELEMENT) as Partial<UpdateStateBody> | null;
  return body?.success === true && body.game_id === gameId ? (body as UpdateStateBody) : null;
}

/** The game whose page this is (`/game/{id}`, server/http/gamePage.ts), or null on other pages. */
export function pageGameId(): number | null {
  if (typeof location === 'undefined') return null;
  const match = /^\/game\/(\d+)$/.exec(location.pathname);
  return match ? Number(match[1]) : null;
}

/**
 * The map the page carries, without outlines (see FIRST_MAP_ELEMENT), taken off the page: a later
 * visit to a game in this page asks the server. Null when it carries none.
 */
export function takeFirstMap(): MapDetail | null {
  const map = pageBlock(FIRST_MAP_ELEMENT) as MapDetail | null;
  document.getElementById(FIRST_MAP_ELEMENT)?.remove();
  return typeof map?.id === 'number' && Array.isArray(map.territories) ? map : null;
}

/**
 * Drops the page's first state once the play screen has it: a later visit to the same game in
 * this page (a link back to it) asks the server, rather than starting from an old state.
 */
export function dropFirstState(): void {
  document.getElementById(FIRST_STATE_ELEMENT)?.remove();
}
