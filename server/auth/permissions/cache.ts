import type { Role } from '../../../shared/protocol/account';
import type { PermissionName } from '../../../shared/protocol/staff';
import type { Database } from '../../db/client';
import { permissionsByRole, permissionsOfRoles } from './effective';
import { loadRoleSettings } from './repository';

/**
 * How long this process trusts the role settings it read. A change made here is seen at once (the
 * cache is dropped); another process of a cluster sees it within this time, as with sessions.
 */
export const PERMISSION_CACHE_MS = 5_000;

/**
 * The role settings, read once and shared by every request: each request computes its user's
 * permissions from memory, so checking a permission costs no query (and the process list can
 * answer while the embedded database is busy with a long query).
 */
export class PermissionCache {
  private loaded: { byRole: Map<Role, Set<PermissionName>>; at: number } | undefined;
  private loading: Promise<Map<Role, Set<PermissionName>>> | undefined;

  constructor(private readonly db: Database) {}

  /** The permissions of a user with these roles. */
  async of(roles: readonly string[]): Promise<PermissionName[]> {
    return permissionsOfRoles(await this.byRole(), roles);
  }

  /** After a change of the role settings: the next request reads them afresh. */
  invalidate(): void {
    this.loaded = undefined;
    this.loading = undefined;
  }

  private async byRole(): Promise<Map<Role, Set<PermissionName>>> {
    if (this.loaded && Date.now() - this.loaded.at < PERMISSION_CACHE_MS) return this.loaded.byRole;
    if (!this.loading) {
      const loading = loadRoleSettings(this.db).then(permissionsByRole);
      this.loading = loading;
      const settle = (byRole?: Map<Role, Set<PermissionName>>) => {
        if (this.loading !== loading) return;
        this.loading = undefined;
        if (byRole) this.loaded = { byRole, at: Date.now() };
      };
      void loading.then(settle, () => settle());
    }
    return this.loading;
  }
}
