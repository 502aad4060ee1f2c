import { StateView, type Ref } from '@colyseus/schema';
import { viewerOfUser, type GameState, type Sight, type Viewer } from '../../shared/engine';
import type { GameRoomStateType } from '../../shared/protocol/gameSchema';

/**
 * Calls `visit` with every hideable part of the mirror (the `.view()` schemas of gameSchema.ts)
 * and whether a viewer's `sight` (the engine's `sightOf`) shows it: whether its projection does
 * not null the part out.
 */
export function forEachPart(
  mirror: GameRoomStateType,
  sight: Sight,
  visit: (part: Ref, shown: boolean) => void,
): void {
  mirror.territories.forEach((territory, i) => visit(territory, sight.territories[i] === true));
  mirror.players.forEach((player, i) => {
    visit(player.counts, sight.counts[i] === true);
    visit(player.secret, sight.seat === i + 1);
  });
  mirror.turns.forEach((turn, i) => visit(turn.conquest, sight.conquests[i] === true));
  visit(mirror.battle, sight.dice);
}

/**
 * What one connected client currently sees: its StateView holds exactly the parts of the mirror
 * that its sight shows (`forEachPart`), so fog is decided in one place, the engine's `sightOf`.
 */
export class ClientView {
  readonly view = new StateView();
  /** The parts the StateView holds, each with the sync that last found it shown. */
  private readonly visible = new Map<Ref, number>();
  private syncs = 0;
  /** Parts the current sync found shown. */
  private shownNow = 0;
  private readonly visit = (part: Ref, shown: boolean) => {
    if (!shown) {
      if (this.visible.delete(part)) this.view.remove(part);
      return;
    }
    if (!this.visible.has(part)) this.view.add(part);
    this.visible.set(part, this.syncs);
    this.shownNow++;
  };

  constructor(readonly userId: number) {}

  /** The seat this client plays, or null for a spectator. */
  viewer(state: GameState): Viewer {
    return viewerOfUser(state, this.userId);
  }

  /**
   * Brings the StateView in line with `sight` over `mirror`. It runs for every client on every
   * action, so it allocates nothing unless what the client sees changes: a set of the shown
   * parts per client per action was a tenth of the server's allocations under load.
   */
  sync(mirror: GameRoomStateType, sight: Sight): void {
    this.syncs++;
    this.shownNow = 0;
    forEachPart(mirror, sight, this.visit);
    // A part the mirror no longer has (a turn gone from the list) was not visited: drop it. Only
    // then does the view hold more parts than this sync found shown.
    if (this.visible.size === this.shownNow) return;
    for (const [part, seenAt] of this.visible) {
      if (seenAt === this.syncs) continue;
      this.view.remove(part);
      this.visible.delete(part);
    }
  }

  dispose(): void {
    this.view.dispose();
  }
}
