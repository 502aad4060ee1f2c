import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

/**
 * Attempts at a free name before giving up. People cannot take these names (isComputerPlayerName),
 * but a computer that left a game keeps its account and name, and accounts from before the names
 * were kept may hold some.
 */
export const NAME_ATTEMPTS = 10;

/**
 * A new account for one computer seat: no password (it cannot log in), no roles, no tokens.
 * Named after its game and seat count, with a suffix when an account has the name already;
 * undefined when `name` and all its suffixed forms are taken.
 */
export async function insertComputerUser(
  db: Database,
  name: string,
): Promise<{ id: number; username: string } | undefined> {
  for (let attempt = 1; attempt <= NAME_ATTEMPTS; attempt++) {
    const username = attempt === 1 ? name : `${name} (${attempt})`;
    const [row] = await db
      .insert(users)
      .values({ username, email: '', passwordHash: '', roles: [], tokens: 0, isComputer: true })
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    if (row) return row;
  }
  return undefined;
}

/** Removes a computer account that never took its seat. */
export async function deleteComputerUser(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
