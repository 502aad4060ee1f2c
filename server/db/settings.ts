import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { settings } from './schema';

/** Reads a setting, creating it with `create()` the first time; every process of a cluster sees the same value. */
export async function settingOrCreate(
  db: Database,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} vanished`);
  return row.value;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
