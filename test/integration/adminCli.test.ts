import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/client';
import { findUserByName, insertUser } from '../../server/db/users';
import { permissionsByRole } from '../../server/auth/permissions/effective';
import { loadRoleSettings } from '../../server/auth/permissions/repository';
import { rolePermissions } from '../../server/db/staffTables';
import { PERMISSION_NAMES } from '../../shared/protocol/staff';
import { freePort } from '../../scripts/lib/serverProcess';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'conquest-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function admin(args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(await freePort()),
  };
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env });
}

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase(path.join(dataDir, 'pglite'));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('grants the admin role and resets a password, for operators locked out', async () => {
    await withDatabase((db) =>
      insertUser(db, { username: 'Olga', email: 'olga@example.com', passwordHash: 'x' }),
    );
    expect((await admin(['--grant-admin', 'olga'])).stdout).toMatch('Olga is an admin now.');
    const reset = await admin(['--reset-password', 'Olga', '--password', 'new-password-1']);
    expect(reset.stdout).toMatch('The password of Olga is now: new-password-1');
    const olga = await withDatabase((db) => findUserByName(db, 'Olga'));
    expect(olga?.roles).toEqual(['player', 'moderator', 'admin']);
    expect(await verifyPassword('new-password-1', olga!.passwordHash)).toBe(true);
    await expect(admin(['--grant-admin', 'nobody'])).rejects.toMatchObject({
      stderr: expect.stringContaining('There is no user named nobody.'),
    });
  }, 120_000);

  it('gives the admin role every permission again, after the admins were locked out', async () => {
    const adminPermissions = () =>
      withDatabase(async (db) => permissionsByRole(await loadRoleSettings(db)).get('admin')!);
    // The lock-out the permissions page now refuses, as a database from before it holds it.
    await withDatabase((db) =>
      db
        .update(rolePermissions)
        .set({ value: -1 })
        .where(
          and(
            eq(rolePermissions.role, 'admin'),
            eq(rolePermissions.permission, 'system.permissions'),
          ),
        ),
    );
    expect((await adminPermissions()).has('system.permissions')).toBe(false);
    const restored = await admin(['--restore-permissions']);
    expect(restored.stdout).toMatch(
      'The admin role has every permission again (1 settings changed).',
    );
    expect([...(await adminPermissions())].sort()).toEqual([...PERMISSION_NAMES].sort());
  }, 120_000);
});
