/**
 * The players' home on a seeded database (`npm run seed` first): a profile page, "my games",
 * archive pages under each filter, ladder pages; p50, p95 and the worst of each, in ms.
 *
 *   npm run bench -- home --db /tmp/home-pglite [--rounds 40] [--warmup 200] [--only profile,ladder]
 *   DATABASE_URL=postgres://.../home_bench npm run bench -- home
 *
 * Players are drawn at random (most play little), plus the ten who played most and computer
 * accounts: the profile's worst case is the regular with hundreds of games.
 *
 * Besides wall times, each case reports the CPU time it cost per call: this process's (the
 * JavaScript and, embedded, PGlite's thread) plus, on PostgreSQL, its server processes' (read
 * from /proc). On a machine shared with other work, wall times include waiting for a core;
 * the CPU time is what the queries would take on an idle one.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.js';
import { archivePage } from '../../server/players/archive.js';
import { ratingsChanged } from '../../server/players/keptReads.js';
import { ladderPage } from '../../server/players/ladders.js';
import { myGames } from '../../server/players/myGames.js';
import { playerProfile } from '../../server/players/profile.js';
import { rowsOf } from '../../server/players/rows.js';
import { archiveQuery, ladderQuery, type LadderQuery } from '../../shared/protocol/players.js';
import { randomFrom } from '../seed/world.js';
import { numberArgument, percentile, stringArgument } from '../lib/stats.js';

const LIMITS = { profile: 30, archive: 50, ladder: 30, 'my games': 30 } as const;
type Group = keyof typeof LIMITS;

const rounds = numberArgument('rounds', 40);
/**
 * Untimed calls made before any case is timed (the warm-up round: the cases in turn until this
 * many calls are made), and one more right before each case. A database just opened runs slower
 * for its first few hundred statements: V8 compiles PGlite's WebAssembly quickly first, then
 * compiles each function it finds hot again, optimised, on other threads (a profile costs 30-40
 * ms of CPU in the first 20 calls after opening, 5-6 once the process has served about 200). The
 * database also plans a prepared statement for its arguments the first five times it runs. The
 * warm-up round's CPU is reported; `--warmup 0` times a process just opened, as the benchmark did
 * before.
 */
const warmups = numberArgument('warmup', 200);
/** `--only profile,my games`: only the cases whose name starts with one of these. */
const only = stringArgument('only')?.split(',');
const location = process.env.DATABASE_URL ?? stringArgument('db');
if (!location) throw new Error('Give --db DIR (a seeded PGlite directory) or DATABASE_URL.');
const database = await openDatabase(location);
const { db } = database;
const random = randomFrom(7);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const people = (
  await rowsOf<{ id: number }>(db, sql`SELECT id FROM users WHERE NOT is_computer`)
).map((row) => row.id);
const regulars = (
  await rowsOf<{ id: number }>(
    db,
    sql`SELECT user_id AS id FROM player_stats WHERE game_type = -1 ORDER BY played DESC LIMIT 10`,
  )
).map((row) => row.id);
const computers = (
  await rowsOf<{ id: number }>(db, sql`SELECT id FROM users WHERE is_computer LIMIT 50`)
).map((row) => row.id);
const mapIds = (await rowsOf<{ id: number }>(db, sql`SELECT id FROM maps`)).map((row) => row.id);
const [{ games } = { games: 0 }] = await rowsOf<{ games: number }>(
  db,
  sql`SELECT count(*)::int AS games FROM finished_games`,
);
/** This process's resident memory: on PGlite, the embedded database's page cache is part of it. */
const rssMiB = () => `${Math.round(process.memoryUsage.rss() / 2 ** 20)} MiB`;
console.log(
  `${location}: ${people.length} people, ${games} finished games, ${rounds} rounds each after ${warmups} untimed calls`,
);
console.log(`resident memory after opening: ${rssMiB()}`);

/** A player: mostly anyone, now and then a regular or a computer. */
const anyPlayer = () => {
  const r = random();
  return r < 0.2
    ? pick(regulars)
    : r < 0.3 && computers.length > 0
      ? pick(computers)
      : pick(people);
};

/** An opponent the player really met (else a filter that finds nothing would flatter the figure). */
async function opponentOf(player: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT them.user_id AS id FROM game_outcomes me
      JOIN game_outcomes them ON them.game_id = me.game_id AND them.user_id <> me.user_id
      WHERE me.user_id = ${player} LIMIT 20`,
  );
  return rows.length > 0 ? pick(rows).id : pick(people);
}

/** The people of a rated game of the last month, as if it had just ended here. */
async function playersOfARatedGame(): Promise<number[]> {
  const since = daysAgo(30);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`SELECT user_id AS id FROM game_outcomes WHERE game_id = (
        SELECT game_id FROM game_outcomes WHERE rated AND ended_at >= ${since}::timestamptz
        ORDER BY ended_at DESC OFFSET ${Math.floor(random() * 200)} LIMIT 1)`,
  );
  return rows.map((row) => row.id);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * How far ahead `performance.now()`, the clock the kept reads go by (server/players/keptReads.ts),
 * is moved: the case of profiles 20 s apart moves it on before each call (timings are
 * differences, which it leaves alone).
 */
let clockAhead = 0;
const realNow = performance.now.bind(performance);
performance.now = () => realNow() + clockAhead;

/** A measured call: `prepare` makes its arguments (untimed), `run` is what is timed. */
interface Case {
  name: string;
  group: Group;
  prepare: () => Promise<unknown> | unknown;
  run: (prepared: never) => Promise<unknown>;
}

const archive = (
  name: string,
  query: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Case => ({
  name: `archive: ${name}`,
  group: 'archive',
  prepare: query,
  run: (prepared: Record<string, unknown>) => archivePage(db, archiveQuery.parse(prepared)),
});

/** The fifth page of an archive: the cursor is found first (not timed), then the page. */
async function fifthPage(query: Record<string, unknown>) {
  let after: string | undefined;
  for (let page = 1; page < 5; page++) {
    const result = await archivePage(db, archiveQuery.parse({ ...query, after }));
    if (!result.next) break;
    after = result.next;
  }
  return { ...query, after };
}

const ladder = (name: string, query: () => Record<string, unknown>): Case => ({
  name: `ladder: ${name}`,
  group: 'ladder',
  prepare: query,
  run: (prepared: Record<string, unknown>) =>
    ladderPage(db, ladderQuery.parse(prepared), new Date()),
});

const cases: Case[] = [
  {
    name: 'profile',
    group: 'profile',
    prepare: anyPlayer,
    run: (id: number) => playerProfile(db, id),
  },
  {
    name: 'profile of a regular',
    group: 'profile',
    prepare: () => pick(regulars),
    run: (id: number) => playerProfile(db, id),
  },
  { name: 'my games', group: 'my games', prepare: anyPlayer, run: (id: number) => myGames(db, id) },
  archive('no filter', () => ({})),
  archive('player', () => ({ player: anyPlayer() })),
  archive('player and opponent', async () => {
    const player = anyPlayer();
    return { player, opponent: await opponentOf(player) };
  }),
  archive('map', () => ({ map: pick(mapIds) })),
  archive('game type', () => ({ game_type: Math.floor(random() * 8) })),
  archive('options (fog, cards)', () => ({ fog_of_war: 1, cards: Math.floor(random() * 5) })),
  archive('unrated', () => ({ rated: '0' })),
  archive('date range (a week, months ago)', () => {
    const start = 30 + Math.floor(random() * 300);
    return { from: daysAgo(start + 7), to: daysAgo(start) };
  }),
  archive('map, type, fog, cards, rated', () => ({
    map: pick(mapIds),
    game_type: Math.floor(random() * 8),
    fog_of_war: 1,
    cards: Math.floor(random() * 5),
    rated: '1',
  })),
  archive('player, map, type', () => ({
    player: pick(regulars),
    map: pick(mapIds),
    game_type: Math.floor(random() * 8),
  })),
  archive('5th page, game type', () => fifthPage({ game_type: Math.floor(random() * 8) })),
  archive('5th page, player', () => fifthPage({ player: pick(regulars) })),
  ladder('overall, all time', () => ({})),
  ladder('overall, 30 days', () => ({ period: '30d' })),
  ladder('a game type, all time', () => ({ game_type: Math.floor(random() * 8) })),
  ladder('a game type, 30 days', () => ({ game_type: Math.floor(random() * 8), period: '30d' })),
  ladder('overall, page 5', () => ({ page: 5 })),
  // Last, so that the cases above draw the same players as before they were added.
  {
    name: 'profile, a game just ended',
    group: 'profile',
    prepare: async () => {
      // As when a rated game ended here: the kept ladder ratings bring its players in.
      ratingsChanged(await playersOfARatedGame());
      return anyPlayer();
    },
    run: (id: number) => playerProfile(db, id),
  },
  {
    name: 'ladder: overall, 30 days, a game just ended',
    group: 'ladder',
    prepare: async () => {
      // As when a rated game ended here: the kept ranking brings its players in.
      ratingsChanged(await playersOfARatedGame());
      return ladderQuery.parse({ period: '30d' });
    },
    run: (query: LadderQuery) => ladderPage(db, query, new Date()),
  },
  {
    // A site whose profiles come 20 s apart: what is kept for 30 s is that much older at each
    // view. The database is given half a second before each call, as it would have 20 s between
    // them: the whole read that a view starts ahead (10-15 ms of CPU on PGlite) must be done by
    // the next one, or the clock moved on 20 s finds it 40 s old, which 20 s between views never
    // would (with a tenth of a second, on a machine at load 6, one view in ten waited for it).
    name: 'profile, one every 20 s',
    group: 'profile',
    prepare: async () => {
      clockAhead += 20_000;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return anyPlayer();
    },
    run: (id: number) => playerProfile(db, id),
  },
];

/** The server processes serving this database (only the benchmark connects to it). */
const backends = async () =>
  database.kind === 'postgres'
    ? (
        await rowsOf<{ pid: number }>(
          db,
          sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
        )
      ).map((row) => row.pid)
    : [];

/** CPU ms used so far by each of `pids` (clock ticks of 10 ms from /proc). */
function serverCpuMs(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // utime, stime
    } catch {
      // A backend that ended meanwhile: left out of both readings.
    }
  }
  return used;
}

/** CPU ms `run` costs: this process's, and that of the server processes alive before and after. */
async function cpuOf(pids: readonly number[], run: () => Promise<unknown>): Promise<number> {
  const server = serverCpuMs(pids);
  const own = process.cpuUsage();
  await run();
  const ownUsed = process.cpuUsage(own);
  let serverUsed = 0;
  for (const [pid, after] of serverCpuMs(pids)) serverUsed += after - (server.get(pid) ?? after);
  return (ownUsed.user + ownUsed.system) / 1000 + serverUsed;
}

const failures: string[] = [];
const report = (name: string, times: number[], limit: number, cpuPerCall: number) => {
  const p95 = percentile(times, 95);
  const verdict = p95 <= limit ? 'ok' : `OVER ${limit}`;
  if (p95 > limit) failures.push(name);
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(40)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...times))}  cpu/call ${ms(cpuPerCall)} ms  ${verdict}`,
  );
};

const chosen = cases.filter(({ name }) => !only || only.some((start) => name.startsWith(start)));
const callOf = (run: Case['run']) => run as (prepared: unknown) => Promise<unknown>;

// The warm-up round: what a server that has been running has done (its players drawn apart from
// the timed ones, so their pages are not the ones read in the buffers).
const warmStarted = process.cpuUsage();
let warmCalls = 0;
while (warmCalls < warmups && chosen.length > 0) {
  const { prepare, run } = chosen[warmCalls++ % chosen.length]!;
  await callOf(run)(await prepare());
}
if (warmCalls > 0) {
  const used = process.cpuUsage(warmStarted);
  console.log(
    `warm-up round: ${warmCalls} calls, ${((used.user + used.system) / 1000 / warmCalls).toFixed(1)} ms of this process's CPU each`,
  );
}

for (const { name, group, prepare, run } of chosen) {
  const call = callOf(run);
  // And one untimed call right before: what a case reads once and keeps is read here.
  await call(await prepare());
  const pids = await backends();
  const times: number[] = [];
  let cpu = 0;
  for (let i = 0; i < rounds; i++) {
    const prepared = await prepare();
    cpu += await cpuOf(pids, async () => {
      const started = performance.now();
      await call(prepared);
      times.push(performance.now() - started);
    });
  }
  report(name, times, LIMITS[group], cpu / rounds);
}
if (failures.length > 0) console.log(`over the limit: ${failures.join(', ')}`);
console.log(`resident memory after the cases: ${rssMiB()}`);
await database.close();
