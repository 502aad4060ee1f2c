import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { PUSH_KINDS, type PushKind } from '../../../shared/protocol/push';
import type { Database } from '../../db/client';
import { pushPreferences, pushSubscriptions } from '../../db/communityTables';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function subscriptionsOf(db: Database, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

/** The statement behind `pushTargetsOf`, prepared once per database. */
const pushTargetQueries = new WeakMap<Database, ReturnType<typeof preparePushTargets>>();

function preparePushTargets(db: Database) {
  const userId = sql.placeholder('userId');
  const turnedOff = db
    .select({ userId: pushPreferences.userId })
    .from(pushPreferences)
    .where(
      and(
        eq(pushPreferences.userId, userId),
        sql`${sql.placeholder('kind')}::text = ANY(${pushPreferences.disabledKinds})`,
      ),
    );
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notExists(turnedOff)))
    .orderBy(asc(pushSubscriptions.id))
    .prepare('push_targets');
}

/**
 * The user's subscriptions that take pushes of `kind` (none when the user turned it off): one
 * prepared statement, as it runs for every turn that starts.
 */
export async function pushTargetsOf(
  db: Database,
  userId: number,
  kind: PushKind,
): Promise<SubscriptionRow[]> {
  let query = pushTargetQueries.get(db);
  if (!query) pushTargetQueries.set(db, (query = preparePushTargets(db)));
  return query.execute({ userId, kind });
}

/**
 * Stores a subscription, or renews the user's own (the same browser again, with fresh keys);
 * undefined when another user registered the endpoint: the check and the write are one
 * statement, so two accounts racing for an endpoint cannot both have it.
 */
export async function saveSubscription(
  db: Database,
  subscription: {
    userId: number;
    name: string;
    endpoint: string;
    p256dhKey: string;
    authKey: string;
    at: Date;
  },
): Promise<number | undefined> {
  const { at, ...fields } = subscription;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...fields, createdAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...fields, createdAt: at },
      setWhere: eq(pushSubscriptions.userId, fields.userId),
    })
    .returning({ id: pushSubscriptions.id });
  return row?.id;
}

export async function deleteSubscription(
  db: Database,
  id: number,
  userId?: number,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, id),
        userId === undefined ? undefined : eq(pushSubscriptions.userId, userId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Each kind of push, on or off, for the user (all on unless turned off). */
export async function pushSettingsOf(
  db: Database,
  userId: number,
): Promise<Record<PushKind, boolean>> {
  const [row] = await db
    .select({ disabled: pushPreferences.disabledKinds })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  const disabled = new Set(row?.disabled ?? []);
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !disabled.has(kind)])) as Record<
    PushKind,
    boolean
  >;
}

export async function savePushSettings(
  db: Database,
  userId: number,
  settings: Record<PushKind, boolean>,
) {
  const disabledKinds = PUSH_KINDS.filter((kind) => !settings[kind]);
  await db
    .insert(pushPreferences)
    .values({ userId, disabledKinds })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { disabledKinds } });
}
