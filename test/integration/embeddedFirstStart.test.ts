import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { prepareEmbeddedApart } from '../../server/db/prepareApart';
import { rowsOf } from '../../server/players/rows';
import { MIGRATIONS_DIR } from '../../server/runtimeFiles';

const scratch = mkdtempSync(path.join(tmpdir(), 'conquest-first-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the embedded database's first start", () => {
  it('is made and migrated in a process apart, then opened as on any restart', async () => {
    const dataDir = path.join(scratch, 'pglite');
    await prepareEmbeddedApart(dataDir);
    expect(readdirSync(dataDir)).toContain('PG_VERSION');

    // The server's own open finds every migration applied and the tables there.
    const handle = await openDatabase(dataDir);
    try {
      const [applied] = await rowsOf<{ count: number }>(
        handle.db,
        sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
      );
      const shipped = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
      expect(applied!.count).toBe(shipped.length);
      const [users] = await rowsOf<{ count: number }>(
        handle.db,
        sql`SELECT count(*)::int AS count FROM users`,
      );
      expect(users!.count).toBe(0);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('leaves a database that is there alone', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const since = performance.now();
    await prepareEmbeddedApart(dataDir);
    expect(performance.now() - since).toBeLessThan(100);
  });

  it('says why when the database cannot be made', async () => {
    const notADirectory = path.join(scratch, 'a-file');
    writeFileSync(notADirectory, 'not a database');
    await expect(prepareEmbeddedApart(notADirectory)).rejects.toThrow(
      /making the embedded database failed \(exit 1\)/,
    );
  }, 60_000);
});
