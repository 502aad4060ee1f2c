/**
 * `npm run admin -- --reset-password USER [--password NEW]`, `npm run admin -- --grant-admin USER`
 * and `npm run admin -- --restore-permissions` (the admin role gets every permission again, as
 * first seeded): recovery for operators, run against the same database the server uses
 * (DATABASE_URL, or the embedded one under DATA_DIR). The embedded database takes one process at a
 * time: stop the server first.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { setUserRoles } from '../server/db/roles';
import { sessions, users } from '../server/db/schema';
import { findUserByName } from '../server/db/users';
import { restoreAdminPermissions } from '../server/auth/permissions/repository';
import type { Role } from '../shared/protocol/account';

const { values } = parseArgs({
  options: {
    'reset-password': { type: 'string' },
    'grant-admin': { type: 'string' },
    password: { type: 'string' },
    'restore-permissions': { type: 'boolean' },
  },
});
const username = values['reset-password'] ?? values['grant-admin'];
const commands = [values['reset-password'], values['grant-admin'], values['restore-permissions']];
if (commands.filter((given) => given !== undefined).length !== 1) {
  console.error(
    [
      'usage: npm run admin -- --reset-password USER [--password NEW]',
      '       npm run admin -- --grant-admin USER',
      '       npm run admin -- --restore-permissions',
    ].join('\n'),
  );
  process.exit(2);
}

const config = loadConfig();
if (!config.databaseUrl) {
  const running = await fetch(`http://127.0.0.1:${config.port}/healthz`).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(
      `A server answers on port ${config.port}: stop it first (the embedded database takes one process at a time).`,
    );
    process.exit(1);
  }
}

const database = await openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'pglite'));
try {
  const user = username === undefined ? undefined : await findUserByName(database.db, username);
  if (values['restore-permissions']) {
    const changed = await restoreAdminPermissions(database.db);
    console.log(`The admin role has every permission again (${changed} settings changed).`);
  } else if (!user) {
    console.error(`There is no user named ${username}.`);
    process.exitCode = 1;
  } else if (values['reset-password']) {
    const password = values.password ?? randomBytes(12).toString('base64url');
    if (password.length < 8)
      throw new Error('The password must be at least eight characters long.');
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    // Whoever held the account's sessions is signed out with the old password.
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    console.log(`The password of ${user.username} is now: ${password}`);
  } else {
    const roles = [...new Set<Role>([...(user.roles as Role[]), 'moderator', 'admin'])];
    await setUserRoles(database.db, user.id, roles);
    console.log(`${user.username} is an admin now.`);
  }
} finally {
  await database.close();
}
