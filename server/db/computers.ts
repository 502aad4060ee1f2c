import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

/** Attempts at a free name before giving up (a person may have registered "Computer 12.3"). */
const NAME_ATTEMPTS = 10;

/**
 * A new account for one computer seat: no password (it cannot log in), no roles, no tokens.
 * Named after its game and seat count; a suffix is added when a person already has the name.
 */
export async function insertComputerUser(
  db: Database,
  name: string,
): Promise<{ id: number; username: string }> {
  for (let attempt = 1; attempt <= NAME_ATTEMPTS; attempt++) {
    const username = attempt === 1 ? name : `${name} (${attempt})`;
    const [row] = await db
      .insert(users)
      .values({ username, email: '', passwordHash: '', roles: [], tokens: 0, isComputer: true })
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    if (row) return row;
  }
  throw new Error(`no free name for computer player ${name}`);
}

/** Removes a computer account that never took its seat. */
export async function deleteComputerUser(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
