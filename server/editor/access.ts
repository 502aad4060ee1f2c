/**
 * Who may change maps. Staff with the map permission edit and publish any map and its capitals;
 * an author edits its own map while it is a draft. Until the permissions module (DESIGN §9) is
 * in, the map permission is the moderator role: switching is this one function.
 */
import type { SessionUser } from '../../shared/protocol/account';
import { hasRole } from '../auth/roles';

/** The map permission: edit every map, publish, save capital layouts. */
export function canEditMaps(user: SessionUser | null): boolean {
  return !!user && hasRole(user.roles, 'moderator');
}

/** Whether the user may open this editor map: staff, or its author (who changes it only while a draft). */
export function canOpenMap(user: SessionUser | null, map: { authorId: number | null }): boolean {
  return !!user && (canEditMaps(user) || map.authorId === user.id);
}
