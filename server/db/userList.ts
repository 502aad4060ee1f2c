import { and, asc, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { UserListQuery } from '../../shared/protocol/userList';
import type { Database } from './client';
import { users } from './schema';

const LIST_LIMIT = 200;

const SORT_COLUMNS = {
  last_active: users.lastActiveAt,
  username: sql`lower(${users.username})`,
  rating: users.rating,
} as const;

/** The user list page: optionally only users active since `onlineSince`, sorted as asked. */
export async function listUsers(
  db: Database,
  query: UserListQuery,
  onlineSince: Date,
): Promise<{ id: number; username: string; rating: number; lastActiveAt: Date }[]> {
  // Computer players' accounts are no one to invite, message or look up.
  const conditions = [eq(users.isComputer, false)];
  if (query.online === '1') conditions.push(gt(users.lastActiveAt, onlineSince));
  if (query.q) conditions.push(ilike(users.username, `${query.q.replace(/[\\%_]/g, '\\$&')}%`));
  const order = query.dir === 'asc' ? asc : desc;
  return db
    .select({
      id: users.id,
      username: users.username,
      rating: users.rating,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(order(SORT_COLUMNS[query.sort]), asc(users.id))
    .limit(LIST_LIMIT);
}
