import type { AppContext } from '../context';
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
