import { StateView, type Ref } from '@colyseus/schema';
import { viewerOfUser, type GameState, type GameView, type Viewer } from '../../shared/engine';
import type { GameRoomStateType } from '../../shared/protocol/gameSchema';

/**
 * The schema instances `projection` shows: every hideable part of the mirror (the `.view()`
 * schemas of gameSchema.ts) whose value the projection does not null out.
 */
export function shownParts(mirror: GameRoomStateType, projection: GameView): Set<Ref> {
  const shown = new Set<Ref>();
  projection.territories.forEach((territory, i) => {
    if (territory.player_id !== null) shown.add(mirror.territories[i]!);
  });
  projection.players.forEach((player, i) => {
    if (player.territories !== null) shown.add(mirror.players[i]!.counts);
  });
  if (projection.viewer > 0) shown.add(mirror.players[projection.viewer - 1]!.secret);
  projection.turns.forEach((turn, i) => {
    if (turn.last_conquer !== null) shown.add(mirror.turns[i]!.conquest);
  });
  if (projection.dice !== null) shown.add(mirror.battle);
  return shown;
}

/**
 * What one connected client currently sees: its StateView holds exactly the parts of the mirror
 * that its projection shows (`shownParts`), so fog is decided in one place, the engine's `view`.
 */
export class ClientView {
  readonly view = new StateView();
  private visible = new Set<Ref>();

  constructor(readonly userId: number) {}

  /** The seat this client plays, or null for a spectator. */
  viewer(state: GameState): Viewer {
    return viewerOfUser(state, this.userId);
  }

  /** Brings the StateView in line with `shown` (from `shownParts` of this client's projection). */
  sync(shown: ReadonlySet<Ref>): void {
    for (const part of this.visible) if (!shown.has(part)) this.view.remove(part);
    for (const part of shown) if (!this.visible.has(part)) this.view.add(part);
    this.visible = new Set(shown);
  }

  dispose(): void {
    this.view.dispose();
  }
}
