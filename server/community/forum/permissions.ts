import type { SessionUser } from '../../../shared/protocol/account';
import { hasPermission } from '../../../shared/protocol/staff';

/**
 * The one check behind every forum moderation action (delete, restore, lock, pin, move, the
 * reports queue): the permission `forum.moderate`, as the roles' settings give it.
 */
export function canModerateForum(user: SessionUser | null): boolean {
  return hasPermission(user, 'forum.moderate');
}

/** Whether `user` may open a topic in `category`: anyone signed in, staff only where it says so. */
export function mayOpenTopic(
  user: SessionUser | null,
  category: { staffOnly: boolean },
): user is SessionUser {
  return user !== null && (!category.staffOnly || canModerateForum(user));
}
