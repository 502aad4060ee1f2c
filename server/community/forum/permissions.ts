import type { SessionUser } from '../../../shared/protocol/account';
import { hasPermission } from '../../../shared/protocol/staff';

/**
 * The one check behind every forum moderation action (delete, restore, lock, pin, move, the
 * reports queue): the permission `forum.moderate`, as the roles' settings give it.
 */
export function canModerateForum(user: SessionUser | null): boolean {
  return hasPermission(user, 'forum.moderate');
}
