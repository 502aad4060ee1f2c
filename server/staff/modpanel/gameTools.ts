import { matchMaker } from '@colyseus/core';
import type { StaffAction } from '../../../shared/engine';
import type { AppContext } from '../../context';
import { loadGame } from '../../db/games';
import type { GameStaffActor } from './gameAudit';
import { ensureGameRoom } from '../../rooms/directory';
import type { CallResult } from '../../game/session';
import { ok, refuse, type Answer } from '../../../shared/protocol/contract/envelope';
import { STAFF_REFUSALS } from '../../../shared/protocol/staff';

/** What a game tool answers: the game's status and version after the change. */
interface GameChanged {
  success: true;
  game_id: number;
  status?: number;
  version?: number;
}

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
): Promise<Answer<GameChanged>> {
  const roomId = (await loadGame(context.db, gameId)) && (await ensureGameRoom(context.db, gameId));
  if (!roomId) return refuse(404, STAFF_REFUSALS.noGame);
  const actor: GameStaffActor = { actorId, gameId, at: context.now().toISOString() };
  const result = (await matchMaker.remoteRoomCall(roomId, 'staffAction', [
    action,
    actor,
  ])) as CallResult;
  if (!result.ok) return refuse(422, result.error.message);
  const after = await loadGame(context.db, gameId);
  return ok({
    success: true,
    game_id: gameId,
    status: after?.state.status,
    version: after?.version,
  });
}
