import { StateView, type Ref } from '@colyseus/schema';
import { visibility, type Viewer } from '../../shared/engine';
import { isFriendly, playerIdOfUser } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { GameRoomStateType } from '../../shared/protocol/gameSchema';
import { GAME_STATUSES } from '../../shared/engine';

/**
 * What one connected client currently sees. The engine decides visibility (fog of war, own hand);
 * this keeps the client's StateView in step with it by adding and removing schema instances.
 */
export class ClientView {
  readonly view = new StateView();
  private shown: boolean[] = [];
  private readonly visible = new Set<Ref>();

  constructor(readonly userId: number) {}

  /** The seat this client plays (pre-game and running), or null for a spectator. */
  viewer(state: GameState): Viewer {
    const playerId = this.userId > 0 ? playerIdOfUser(state, this.userId) : undefined;
    return playerId ? { player_id: playerId } : null;
  }

  /** Updates the view after the state (and its mirror) changed. */
  sync(mirror: GameRoomStateType, state: GameState, map: GameMap): void {
    const viewer = this.viewer(state);
    this.syncTerritories(mirror, visibility(state, map, viewer));
    const wanted = new Set<Ref>();
    const own = viewer ? mirror.players[viewer.player_id - 1] : undefined;
    if (own) wanted.add(own);
    const fogged = state.options.fog_of_war === 1 && state.status === GAME_STATUSES.running;
    state.turns.forEach((turn, i) => {
      const sees =
        !fogged || (viewer !== null && isFriendly(state, viewer.player_id, turn.player_id));
      const mirrorTurn = mirror.turns[i];
      if (sees && mirrorTurn) wanted.add(mirrorTurn);
    });
    for (const item of this.visible) {
      if (!wanted.has(item)) {
        this.view.remove(item);
        this.visible.delete(item);
      }
    }
    for (const item of wanted) {
      if (!this.visible.has(item)) {
        this.view.add(item);
        this.visible.add(item);
      }
    }
  }

  dispose(): void {
    this.view.dispose();
  }

  private syncTerritories(mirror: GameRoomStateType, seen: readonly boolean[]) {
    mirror.territories.forEach((territory, i) => {
      const see = seen[i] === true;
      if (see === (this.shown[i] === true)) return;
      if (see) this.view.add(territory);
      else this.view.remove(territory);
      this.shown[i] = see;
    });
  }
}
