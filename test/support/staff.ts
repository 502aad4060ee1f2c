/** Staff accounts and permission changes for tests, through the real routes. */
import type { PermissionName } from '../../shared/protocol/staff';
import { registerPlayer, type TestPlayer } from './gameClients';
import { HttpClient } from './httpClient';

/** The admin account every test server creates (ADMIN_PASSWORD in test/support/server.ts). */
export async function signInAdmin(baseUrl: string): Promise<HttpClient> {
  const admin = new HttpClient(baseUrl);
  const { body } = await admin.login('admin', 'admin-password');
  if (!body.success) throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return admin;
}

/** A new account promoted to moderator by the admin. */
export async function registerModerator(
  baseUrl: string,
  admin: HttpClient,
  username: string,
): Promise<TestPlayer> {
  return registerWithRoles(baseUrl, admin, username, ['player', 'moderator']);
}

/** A new admin (with the test accounts' password, so a page can sign in as it). */
export async function registerAdmin(baseUrl: string, username: string): Promise<TestPlayer> {
  const admin = await signInAdmin(baseUrl);
  return registerWithRoles(baseUrl, admin, username, ['player', 'moderator', 'admin']);
}

async function registerWithRoles(
  baseUrl: string,
  admin: HttpClient,
  username: string,
  roles: string[],
): Promise<TestPlayer> {
  const user = await registerPlayer(baseUrl, username);
  const promoted = await admin.post(`/api/admin/users/${user.userId}/roles`, { roles });
  if (promoted.status !== 200) throw new Error(`promotion failed: ${await promoted.text()}`);
  return user;
}

/** Sets a role's value for a permission on the permissions page (1 grant, -1 revoke, 0 no change). */
export async function setRolePermission(
  admin: HttpClient,
  role: 'player' | 'moderator' | 'admin',
  permission: PermissionName,
  value: -1 | 0 | 1,
): Promise<void> {
  const response = await admin.post('/api/staff/permissions', { role, permission, value });
  if (response.status !== 200)
    throw new Error(`permission change failed: ${await response.text()}`);
}
