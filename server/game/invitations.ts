import { GAME_STATUSES, playerIdOfUser } from '../../shared/engine';
import { INVITE_TEXTS } from '../../shared/protocol/invites';
import type { AppContext } from '../context';
import { loadGame } from '../db/games';
import { findUserByName } from '../db/users';
import { insertNotifications } from '../db/notifications';
import { announceNavbarChanged } from '../services/lobby/navbarFeed';
import { pushNotifications, type NewNotification } from './notifications';

/**
 * The site's game invitation: a notification that stays until dismissed, pushed to the invitee's
 * devices, and their navbar told to refresh. `text` says who invites to which game.
 */
export async function sendInvitations(
  context: AppContext,
  gameId: number,
  invitees: { userId: number; text: string }[],
): Promise<void> {
  if (invitees.length === 0) return;
  const invitations: NewNotification[] = invitees.map(({ userId, text }) => ({
    userId,
    kind: 'invited',
    gameId,
    text,
    timeout: -1,
  }));
  await insertNotifications(context.db, invitations, context.now());
  pushNotifications(context, invitations);
  announceNavbarChanged({ userIds: invitees.map((invitee) => invitee.userId) });
}

export type InviteOutcome =
  { ok: true; username: string } | { ok: false; status: number; error: string };

/**
 * `inviter` invites the user named `username` to the waiting game `gameId` (the invite route):
 * only a seated player may, only before the start, and nobody already seated or the inviter.
 */
export async function inviteByName(
  context: AppContext,
  gameId: number,
  inviter: { id: number; username: string },
  username: string,
): Promise<InviteOutcome> {
  const refuse = (status: number, error: string): InviteOutcome => ({ ok: false, status, error });
  const game = await loadGame(context.db, gameId);
  if (!game) return refuse(404, INVITE_TEXTS.noSuchGame);
  const { state } = game;
  if (playerIdOfUser(state, inviter.id) === undefined) return refuse(403, INVITE_TEXTS.notYourGame);
  if (state.status !== GAME_STATUSES.pregame) return refuse(409, INVITE_TEXTS.notWaiting);
  const invitee = await findUserByName(context.db, username);
  // Computer players' accounts are no one to invite.
  if (!invitee || invitee.isComputer) return refuse(404, INVITE_TEXTS.unknownUser);
  if (invitee.id === inviter.id) return refuse(422, INVITE_TEXTS.yourself);
  if (playerIdOfUser(state, invitee.id) !== undefined) return refuse(409, INVITE_TEXTS.alreadyIn);
  await sendInvitations(context, gameId, [
    { userId: invitee.id, text: `${inviter.username} invited you to game #${gameId}.` },
  ]);
  return { ok: true, username: invitee.username };
}
