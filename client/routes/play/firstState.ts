/**
 * The viewer's first update-state, carried by the game's page itself (server/http/gamePage.ts):
 * the play screen starts from it instead of asking once its scripts have run, which on a slow
 * network is a round trip of half a second or more before the map can be drawn.
 */
import { FIRST_STATE_ELEMENT, type UpdateStateBody } from '../../../shared/protocol/updateState';

/** The page's first state of game `gameId`, if it carries one (a page of another game does not). */
export function firstStateOf(gameId: number): UpdateStateBody | null {
  const text = document.getElementById(FIRST_STATE_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as Partial<UpdateStateBody>;
    return body.success === true && body.game_id === gameId ? (body as UpdateStateBody) : null;
  } catch {
    return null;
  }
}

/**
 * Drops the page's first state once the play screen has it: a later visit to the same game in
 * this page (a link back to it) asks the server, rather than starting from an old state.
 */
export function dropFirstState(): void {
  document.getElementById(FIRST_STATE_ELEMENT)?.remove();
}
