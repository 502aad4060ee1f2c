import { matchMaker } from '@colyseus/core';
import type { StaffAction } from '../../../shared/engine';
import type { AppContext } from '../../context';
import { loadGame, type StoredGame } from '../../db/games';
import { ensureGameRoom } from '../../rooms/directory';
import type { CallResult } from '../../game/session';
import { ok, refuse, type Reply } from '../../community/replies';
import { recordStaffAction } from '../audit/repository';

export const NO_GAME = 'There is no such game.';

/** What the audit log keeps of a game around a staff change. */
const summary = (game: StoredGame) => ({
  status: game.state.status,
  version: game.version,
  turns_expire_at: game.state.turns.map((turn) => turn.expires_at),
  autokick_at: game.state.players.map((player) => player.autokick_at),
});

/**
 * `/modpanel/game/status` and `/modpanel/game/timer`: the change goes to the game's single
 * writer (its room, wherever in the cluster it lives), which commits it and patches every
 * connected client at once.
 */
export async function changeGame(
  context: AppContext,
  actorId: number,
  gameId: number,
  action: StaffAction,
): Promise<Reply> {
  const before = await loadGame(context.db, gameId);
  const roomId = before && (await ensureGameRoom(context.db, gameId));
  if (!before || !roomId) return refuse(404, NO_GAME);
  const result = (await matchMaker.remoteRoomCall(roomId, 'staffAction', [action])) as CallResult;
  if (!result.ok) return refuse(422, result.error.message);
  const after = await loadGame(context.db, gameId);
  await recordStaffAction(context.db, {
    actorId,
    action: action.type === 'set-status' ? 'game.status' : 'game.timer',
    targetType: 'game',
    targetId: gameId,
    before: summary(before),
    after: after && summary(after),
    at: context.now(),
  });
  return ok({ game_id: gameId, status: after?.state.status, version: after?.version });
}
