import type { Role } from '../../shared/protocol/account';

// Each role includes the ones before it: an admin can do what a moderator can.
const RANK: Record<Role, number> = { player: 1, moderator: 2, admin: 3 };

/** True when a user with these roles may act as `required`. */
export function hasRole(roles: readonly Role[], required: Role): boolean {
  return roles.some((role) => RANK[role] >= RANK[required]);
}
