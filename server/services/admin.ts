import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { countUsers, insertUser } from '../db/users';

export const ADMIN_USERNAME = 'admin';

/**
 * On the very first start (no users yet) creates the admin account. Returns the generated
 * password so the caller can print it once; undefined when nothing was generated.
 */
export async function ensureAdmin(db: Database, configuredPassword: string | undefined) {
  if ((await countUsers(db)) > 0) return undefined;
  const password = configuredPassword ?? randomBytes(12).toString('base64url');
  await insertUser(db, {
    username: ADMIN_USERNAME,
    email: 'admin@localhost',
    passwordHash: await hashPassword(password),
    roles: ['player', 'moderator', 'admin'],
  });
  return configuredPassword ? undefined : password;
}
