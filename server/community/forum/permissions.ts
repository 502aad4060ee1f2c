import type { SessionUser } from '../../../shared/protocol/account';
import { hasRole } from '../../auth/roles';

/**
 * The one check behind every forum moderation action (delete, restore, lock, pin, move, the
 * reports queue): the permission `forum.moderate`. Until database-stored permissions exist it
 * follows the moderator role; switching to them changes this function only.
 */
export function canModerateForum(user: SessionUser | null): boolean {
  return user !== null && hasRole(user.roles, 'moderator');
}
