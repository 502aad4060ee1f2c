import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';
import { staffAudit } from './staffTables';

/** One staff action: who, what, on what, and the values before and after. */
export interface StaffAction {
  actorId: number;
  action: string;
  targetType: string;
  targetId?: number | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Writes an audit row; staff actions go through `audited`, which writes it with the change. */
export async function recordStaffAction(db: Database, entry: StaffAction): Promise<void> {
  await db.insert(staffAudit).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}

/** What a staff action did: its result, and the audit row to keep (none when it changed nothing). */
export interface Audited<T> {
  result: T;
  audit?: StaffAction;
}

/**
 * Runs a staff action's change and writes its audit row in one transaction: both or neither. A
 * change that fails, or an audit row the database refuses, leaves nothing behind; a refused
 * action returns no audit row and must have written nothing.
 */
export function audited<T>(
  db: Database,
  change: (tx: Database) => Promise<Audited<T>>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { result, audit } = await change(tx);
    if (audit) await recordStaffAction(tx, audit);
    return result;
  });
}

export interface AuditFilter {
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: number;
  /** Rows older than this id (paging backwards). */
  beforeId?: number;
  limit: number;
}

/** The audit log, newest first, filtered. */
export async function listStaffActions(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(staffAudit.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(staffAudit.action, filter.action));
  if (filter.targetType) conditions.push(eq(staffAudit.targetType, filter.targetType));
  if (filter.targetId !== undefined) conditions.push(eq(staffAudit.targetId, filter.targetId));
  if (filter.beforeId !== undefined) conditions.push(lt(staffAudit.id, filter.beforeId));
  return db
    .select({
      id: staffAudit.id,
      actorId: staffAudit.actorId,
      actor: users.username,
      action: staffAudit.action,
      targetType: staffAudit.targetType,
      targetId: staffAudit.targetId,
      before: staffAudit.before,
      after: staffAudit.after,
      at: staffAudit.at,
    })
    .from(staffAudit)
    .leftJoin(users, eq(users.id, staffAudit.actorId))
    .where(and(...conditions))
    .orderBy(desc(staffAudit.id))
    .limit(filter.limit);
}
