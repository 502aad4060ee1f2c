import { view, viewerOfUser, type GameState, type ReplayEvent } from '../../shared/engine';
import { MAP_STATUSES, type GameMap } from '../../shared/maps/types';
import { updateStateOf, type UpdateStateBody } from '../../shared/protocol/updateState';
import { cardHtml, playerRowHtml, playerSideBoxHtml } from './playerFragments';

/** How many recent events update-state carries; older ones come from load-full-log. */
export const LOG_TAIL = 30;

export interface UpdateStateInput {
  gameId: number;
  state: GameState;
  map: GameMap;
  usernames: ReadonlyMap<number, string>;
  viewerUserId: number;
  /** The log's last lines as this viewer saw them (server/game/logTail.ts). */
  log: readonly (ReplayEvent & { seq: number })[];
  now: number;
}

/**
 * The body of update-state (spec §7) for one viewer: its projection of the game in the spec's
 * layout, the tail of the log it may see, and the spec's HTML fragments.
 */
export function buildUpdateState(input: UpdateStateInput): UpdateStateBody {
  const { state, map } = input;
  const viewer = viewerOfUser(state, input.viewerUserId);
  const shown = view(state, map, viewer, input.usernames);
  const body = updateStateOf(shown, {
    gameId: input.gameId,
    now: input.now,
    log: input.log.slice(-LOG_TAIL),
    betaMap: map.status === MAP_STATUSES.beta,
  });
  const onTurn = new Set(shown.turns.map((t) => t.player_id));
  const players = body.players.map((p) => ({
    ...p,
    rowHtml: playerRowHtml(p, onTurn.has(p.player_id)),
    sideBoxHtml: playerSideBoxHtml(p, onTurn.has(p.player_id)),
  }));
  return {
    ...body,
    players,
    me: body.me ? (players[body.me.player_id - 1] ?? null) : null,
    cards: body.cards.map((card) => ({
      ...card,
      formattedHtml: cardHtml(card, map.territories[card.territory_id - 1]?.name),
    })),
  };
}
