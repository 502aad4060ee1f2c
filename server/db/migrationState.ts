import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../runtimeFiles';
import type { Database } from './client';

const journalPath = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');

/** When the newest migration this code ships was generated (drizzle's `folderMillis`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database carries every migration this code ships. Drizzle's migrator applies the
 * migrations newer than the newest `created_at` it recorded, so that row is the whole answer.
 * Throws when the database does not answer.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const expected = newestMigration();
  const result = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows?: { newest: string | null }[] }).rows ?? result;
  const newest = (rows as { newest: string | null }[])[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= expected;
}
