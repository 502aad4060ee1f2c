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
 * The StateView itself says which parts it holds (a bit on each part): a map of them kept here as
 * well was 1-4 KB a client. A part the mirror drops (a turn gone from the list) takes its bit with
 * it: the mirror never puts a part back, it makes a new one, which starts hidden.
 */
export class ClientView {
  readonly view = new StateView();
  private readonly visit = (part: Ref, shown: boolean) => {
    if (shown === this.view.has(part)) return;
    if (shown) this.view.add(part);
    else this.view.remove(part);
  };

  constructor(readonly userId: number) {}

  /** The seat this client plays, or null for a spectator. */
  viewer(state: GameState): Viewer {
    return viewerOfUser(state, this.userId);
  }

  /**
   * Brings the StateView in line with `sight` over `mirror`. It runs for every client on every
   * action, so it allocates nothing unless what the client sees changes.
   */
  sync(mirror: GameRoomStateType, sight: Sight): void {
    forEachPart(mirror, sight, this.visit);
  }

  dispose(): void {
    this.view.dispose();
  }
}
