import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from './client';
import { sessions, users } from './schema';
import type { UserRow } from './users';

/** Sessions are stored by the hash of the cookie value, never the value itself. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

export interface SessionMeta {
  ip: string | undefined;
  userAgent: string | undefined;
}

export async function insertSession(
  db: Database,
  sessionId: string,
  userId: number,
  expiresAt: Date,
  meta: SessionMeta,
): Promise<void> {
  await db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
}

/** The user of a live session, or undefined for an unknown or expired one. */
/** A live session and its user; undefined when the session is unknown or has expired. */
export async function findSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashSessionId(sessionId)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function findSessionUser(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<UserRow | undefined> {
  return (await findSession(db, sessionId, now))?.user;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(sessionId)));
}
