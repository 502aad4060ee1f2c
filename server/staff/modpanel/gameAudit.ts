import type { GameState, StaffAction } from '../../../shared/engine';
import type { StateWrite } from '../../game/session';
import { recordStaffAction } from '../../db/audit';

/** Who made a staff change to which game, and when; crosses processes as JSON (remoteRoomCall). */
export interface GameStaffActor {
  actorId: number;
  gameId: number;
  /** ISO time of the request. */
  at: string;
}

/** What the audit log keeps of a game around a staff change. */
const summary = (state: GameState) => ({
  status: state.status,
  version: state.version,
  turns_expire_at: state.turns.map((turn) => turn.expires_at),
  autokick_at: state.players.map((player) => player.autokick_at),
});

/** The audit row of a staff change, written by the game's commit (both or neither). */
export function gameStaffAudit(actor: GameStaffActor, action: StaffAction): StateWrite {
  return (tx, { before, after }) =>
    recordStaffAction(tx, {
      actorId: actor.actorId,
      action: action.type === 'set-status' ? 'game.status' : 'game.timer',
      targetType: 'game',
      targetId: actor.gameId,
      before: summary(before),
      after: summary(after),
      at: new Date(actor.at),
    });
}
