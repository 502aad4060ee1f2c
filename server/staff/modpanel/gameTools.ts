import { matchMaker } from '@colyseus/core';
import type { StaffAction } from '../../../shared/engine';
import type { AppContext } from '../../context';
import { loadGame } from '../../db/games';
import type { GameStaffActor } from './gameAudit';
import { ensureGameRoom } from '../../rooms/directory';
import type { CallResult } from '../../game/session';
import { ok, refuse, type Reply } from '../../http/replies';

export const NO_GAME = 'There is no such game.';

/**
 * `/modpanel/game/status` and `/modpanel/game/timer`: the change goes to the game's single
 * writer (its room, wherever in the cluster it lives), which commits it and patches every
 * connected client at once. The commit writes the audit row too (gameAudit.ts).
 */
export async function changeGame(
  context: AppContext,
  actorId: number,
  gameId: number,
  action: StaffAction,
): Promise<Reply> {
  const roomId = (await loadGame(context.db, gameId)) && (await ensureGameRoom(context.db, gameId));
  if (!roomId) return refuse(404, NO_GAME);
  const actor: GameStaffActor = { actorId, gameId, at: context.now().toISOString() };
  const result = (await matchMaker.remoteRoomCall(roomId, 'staffAction', [
    action,
    actor,
  ])) as CallResult;
  if (!result.ok) return refuse(422, result.error.message);
  const after = await loadGame(context.db, gameId);
  return ok({ game_id: gameId, status: after?.state.status, version: after?.version });
}
