import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StatsRange, StatsSeries } from '../../../shared/protocol/staff';
import { ONLINE_WINDOW_MS } from '../../auth/lastSeen';
import type { AppContext } from '../../context';
import { gameEvents, games, users } from '../../db/schema';
import { onlineSamples } from '../../db/staffTables';

/** The chart's ranges: how far back, and how wide each point's bucket is. */
export const STATS_RANGES = {
  hour: { seconds: 3600, bucket: 60 },
  day: { seconds: 86_400, bucket: 900 },
  week: { seconds: 7 * 86_400, bucket: 3600 },
  month: { seconds: 30 * 86_400, bucket: 6 * 3600 },
} as const satisfies Record<StatsRange, { seconds: number; bucket: number }>;
export type { StatsRange };

/** How often the number of users online is written down. */
export const ONLINE_SAMPLE_MS = 60_000;

/** Counts per bucket of the rows whose `column` falls in [from, to) (or `what` of them). */
async function bucketCounts(
  context: AppContext,
  window: { from: Date; to: Date; bucket: number },
  table: PgTable,
  column: AnyPgColumn,
  what: SQL<number> = sql<number>`count(*)`,
  only?: SQL,
): Promise<Map<number, number>> {
  // The bucket width goes in as a literal: as a parameter, GROUP BY would not match the SELECT.
  const slot = sql<number>`floor(extract(epoch FROM ${column}) / ${sql.raw(String(window.bucket))})::int`;
  const rows = await context.db
    .select({ slot, n: what })
    .from(table)
    .where(and(gte(column, window.from), lt(column, window.to), only))
    .groupBy(slot);
  return new Map(rows.map((row) => [Number(row.slot), Number(row.n)]));
}

/** The series of `/modpanel/stats/api` over `range`, ending now. */
export async function statsSeries(context: AppContext, range: StatsRange): Promise<StatsSeries> {
  const { seconds, bucket } = STATS_RANGES[range];
  const now = context.now();
  const lastSlot = Math.floor(now.getTime() / 1000 / bucket);
  const firstSlot = lastSlot - Math.ceil(seconds / bucket) + 1;
  const from = new Date(firstSlot * bucket * 1000);
  const to = new Date((lastSlot + 1) * bucket * 1000);
  const window = { from, to, bucket };
  const [started, finished, actions, signups, online] = await Promise.all([
    bucketCounts(context, window, games, games.startedAt),
    bucketCounts(context, window, games, games.endedAt),
    // One accepted action is one version of one game, however many events it wrote.
    bucketCounts(
      context,
      window,
      gameEvents,
      gameEvents.at,
      sql<number>`count(DISTINCT (${gameEvents.gameId}, ${gameEvents.version}))`,
    ),
    // Sign-ups are people: computer players get accounts of their own as they take seats.
    bucketCounts(context, window, users, users.createdAt, undefined, eq(users.isComputer, false)),
    onlineBySlot(context, from, to, bucket),
  ]);
  online.set(lastSlot, Math.max(online.get(lastSlot) ?? 0, await countOnline(context, now)));
  const slots = Array.from({ length: lastSlot - firstSlot + 1 }, (_, i) => firstSlot + i);
  const of = (map: Map<number, number>) => slots.map((slot) => map.get(slot) ?? 0);
  return {
    range,
    bucket_seconds: bucket,
    times: slots.map((slot) => slot * bucket),
    users_online: of(online),
    games_started: of(started),
    games_finished: of(finished),
    actions_per_minute: of(actions).map((n) => Math.round((n * 600) / bucket) / 10),
    signups: of(signups),
  };
}

/** The highest sampled number of users online per bucket. */
async function onlineBySlot(context: AppContext, from: Date, to: Date, bucket: number) {
  const slot = sql<number>`floor(extract(epoch FROM ${onlineSamples.at}) / ${sql.raw(String(bucket))})::int`;
  const rows = await context.db
    .select({ slot, n: sql<number>`max(${onlineSamples.users})` })
    .from(onlineSamples)
    .where(and(gte(onlineSamples.at, from), lt(onlineSamples.at, to)))
    .groupBy(slot);
  return new Map(rows.map((row) => [Number(row.slot), Number(row.n)]));
}

/** Users with a request in the last ONLINE_WINDOW_MS. */
export async function countOnline(context: AppContext, now: Date): Promise<number> {
  const [row] = await context.db
    .select({ n: count() })
    .from(users)
    .where(gte(users.lastActiveAt, new Date(now.getTime() - ONLINE_WINDOW_MS)));
  return row?.n ?? 0;
}

/** Writes the number of users online once a minute, so the chart has a history. */
export function startOnlineSampler(context: AppContext): { stop(): void } {
  const sample = async () => {
    const at = context.now();
    await context.db
      .insert(onlineSamples)
      .values({ at, users: await countOnline(context, at) })
      .onConflictDoNothing();
  };
  const timer = setInterval(
    () => void sample().catch((error) => console.error('online sample failed', error)),
    ONLINE_SAMPLE_MS,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
