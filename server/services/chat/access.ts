import { hasPermission } from '../../../shared/protocol/staff';
import type { SessionUser } from '../../../shared/protocol/account';
import type { ChatAddress } from '../../../shared/protocol/chat';
import type { AppContext } from '../../context';
import { chatGameOf } from '../../db/chat';
import { GAME_STATUSES } from '../../../shared/engine';

/** Who may read a chat, who may write in it, and the stored channel it maps to. */
export interface ChatAccess {
  channel: string;
  gameId: number | undefined;
  canSend: boolean;
  /** Holders of chat.moderate see deleted lines and may delete and restore. */
  canModerate: boolean;
}

export type ChatAccessResult =
  { ok: true; access: ChatAccess } | { ok: false; status: number; error: string };

export const CHAT_ERRORS = {
  noGame: 'There is no such game.',
  teamOnly: 'Team chat is only for team-mates in a running team game.',
  guest: 'You need to be logged in to chat.',
  notSeated: 'Only players of this game can write in its chat.',
} as const;

/** The public lobby chat, a game's chat (read by anyone, written by its players) or a team's chat (team-mates only). */
export async function chatAccess(
  context: AppContext,
  user: SessionUser | null,
  address: ChatAddress,
): Promise<ChatAccessResult> {
  const canModerate = hasPermission(user, 'chat.moderate');
  if (address.room_id === 'lobby') {
    return {
      ok: true,
      access: { channel: 'lobby', gameId: undefined, canSend: user !== null, canModerate },
    };
  }
  const gameId = address.game_id!;
  const game = await chatGameOf(context.db, gameId, user?.id ?? 0);
  if (!game) return { ok: false, status: 404, error: CHAT_ERRORS.noGame };
  if (address.room_id === 'game') {
    const access = {
      channel: `game-${gameId}`,
      gameId,
      canSend: game.team !== undefined,
      canModerate,
    };
    return { ok: true, access };
  }
  // Team chat: never readable by anyone outside the team, moderators included.
  if (
    !game.teams ||
    game.team === undefined ||
    game.team <= 0 ||
    game.status < GAME_STATUSES.running
  )
    return { ok: false, status: 403, error: CHAT_ERRORS.teamOnly };
  return {
    ok: true,
    access: { channel: `team-${gameId}-${game.team}`, gameId, canSend: true, canModerate },
  };
}
