/**
 * Questions the play screen asks of the viewer's projection (`GameView`), whichever transport
 * brought it.
 */
import type { GameView, PlayerView } from '../../../shared/engine';
import { playerEntity, type PlayerEntity } from '../../../shared/protocol/updateState';

/** The viewer's seat as the spec's Player, or null for a spectator. */
export function me(view: GameView): PlayerEntity | null {
  const own = view.viewer > 0 ? view.players[view.viewer - 1] : undefined;
  return own ? playerEntity(view, own) : null;
}

/** The viewer's turn in progress, if it is the viewer's turn. */
export function myTurn(view: GameView) {
  return view.viewer === 0 ? null : (view.turns.find((t) => t.player_id === view.viewer) ?? null);
}

/** The viewer's turn, else the first turn in progress (the spec's `turn`). */
export function currentTurn(view: GameView) {
  return myTurn(view) ?? view.turns[0] ?? null;
}

/** Players still in the game (alive, not resigned, not turned neutral). */
export function activePlayers(view: GameView): PlayerView[] {
  return view.players.filter((p) => p.alive && !p.resigned && !p.neutral);
}

/** Territory ids that are some player's capital. */
export function capitals(view: GameView): Set<number> {
  return new Set(view.players.map((p) => p.capital).filter((id) => id > 0));
}
