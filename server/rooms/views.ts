import { StateView, type Ref } from '@colyseus/schema';
import { viewerOfUser, type GameState, type Sight, type Viewer } from '../../shared/engine';
import type { GameRoomStateType } from '../../shared/protocol/gameSchema';

/**
 * The schema instances a viewer's `sight` (the engine's `sightOf`) shows: every hideable part of
 * the mirror (the `.view()` schemas of gameSchema.ts) whose value its projection does not null out.
 */
export function shownParts(mirror: GameRoomStateType, sight: Sight): Set<Ref> {
  const shown = new Set<Ref>();
  mirror.territories.forEach((territory, i) => {
    if (sight.territories[i]) shown.add(territory);
  });
  mirror.players.forEach((player, i) => {
    if (sight.counts[i]) shown.add(player.counts);
  });
  if (sight.seat > 0) shown.add(mirror.players[sight.seat - 1]!.secret);
  mirror.turns.forEach((turn, i) => {
    if (sight.conquests[i]) shown.add(turn.conquest);
  });
  if (sight.dice) shown.add(mirror.battle);
  return shown;
}

/**
 * What one connected client currently sees: its StateView holds exactly the parts of the mirror
 * that its sight shows (`shownParts`), so fog is decided in one place, the engine's `sightOf`.
 */
export class ClientView {
  readonly view = new StateView();
  private readonly visible = new Set<Ref>();

  constructor(readonly userId: number) {}

  /** The seat this client plays, or null for a spectator. */
  viewer(state: GameState): Viewer {
    return viewerOfUser(state, this.userId);
  }

  /**
   * Brings the StateView in line with `shown` (from `shownParts` of this client's sight).
   * `visible` changes in place: a copy per client per action lived until the game's next action,
   * long enough to reach the old generation, and was most of what the collector had to sweep
   * there under load.
   */
  sync(shown: ReadonlySet<Ref>): void {
    for (const part of this.visible) {
      if (shown.has(part)) continue;
      this.view.remove(part);
      this.visible.delete(part);
    }
    for (const part of shown) {
      if (this.visible.has(part)) continue;
      this.view.add(part);
      this.visible.add(part);
    }
  }

  dispose(): void {
    this.view.dispose();
  }
}
