/**
 * Who may change maps. Staff with the map permission (`map.edit`) edit and publish any map and
 * its capitals; an author edits its own map while it is a draft.
 */
import type { SessionUser } from '../../shared/protocol/account';
import { hasPermission } from '../../shared/protocol/staff';

/** The map permission: edit every map, publish, save capital layouts. */
export function canEditMaps(user: SessionUser | null): boolean {
  return hasPermission(user, 'map.edit');
}

/** Whether the user may open this editor map: staff, or its author (who changes it only while a draft). */
export function canOpenMap(user: SessionUser | null, map: { authorId: number | null }): boolean {
  return !!user && (canEditMaps(user) || map.authorId === user.id);
}
