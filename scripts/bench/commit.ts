/**
 * What durably committing one accepted action costs on the embedded database (files in a
 * temporary directory): one game committing in a row, then 50 at once as a busy server would,
 * with the main thread's share (PGlite runs on a thread of its own). With DATABASE_URL, the same
 * on that PostgreSQL server (a scratch database, dropped afterwards): the cluster's figure.
 *
 *   [DATABASE_URL=postgres://...] npx tsx scripts/bench/commit.ts [--actions 2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apply } from '../../shared/engine';
import { chooseAction } from '../../shared/engine';
import { DEFAULT_OPTIONS } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import type { ReplayEvent } from '../../shared/engine';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { openDatabase } from '../../server/db/client.js';
import { commitAction, insertGame } from '../../server/db/games.js';
import { numberArgument } from '../lib/stats.js';
import { startGame } from '../simulate.js';
import { createScratchDatabase } from '../../test/support/scratchDatabase.js';

const map = CLASSIC_WORLD;
const count = numberArgument('actions', 2000);

function actions(n: number) {
  const out: { state: GameState; events: ReplayEvent[] }[] = [];
  let now = 1_800_000_000_000;
  let seed = 1;
  while (out.length < n) {
    const started = startGame({ ...DEFAULT_OPTIONS, num_players: 6, map_id: map.id }, map, seed++);
    if (typeof started === 'string') throw new Error(started);
    let state = started.state;
    for (let i = 0; i < 400 && state.status === 2 && out.length < n; i++) {
      const action = chooseAction(state, map, state.turns[0]!.player_id, seed * 31 + i);
      if (!action) break;
      const result = apply(state, action, { map, now: (now += 1000) });
      if (!result.ok) break;
      state = result.state;
      out.push({ state, events: result.events });
    }
  }
  return out;
}

const work = actions(count);
const dir = mkdtempSync(path.join(tmpdir(), 'conquest-commit-'));
const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL)
  : undefined;
const handle = await openDatabase(scratch?.url ?? dir);
console.log(`database: ${scratch ? 'PostgreSQL server' : 'embedded PGlite'}`);

/** Commits `work` as one game's actions, in order; returns nothing, throws on a conflict. */
async function playOut(gameNumber: number, steps: typeof work) {
  const gameId = await insertGame(handle.db, {
    creatorId: null,
    mapId: map.id,
    password: '',
    state: { ...steps[0]!.state, version: 0 },
    nextDeadline: null,
  });
  let version = 0;
  let seq = 0;
  for (const { state, events } of steps) {
    const ok = await commitAction(handle.db, {
      gameId,
      previousVersion: version,
      state: { ...state, version: version + 1 },
      events,
      actionVersions: { [gameNumber]: version + 1 },
      nextDeadline: null,
      seats: null,
      notifications: [],
      firstSeq: seq + 1,
      now: new Date(),
    });
    if (!ok) throw new Error('conflict');
    version++;
    seq += events.length;
  }
}

/** Wall time and main-thread busy time (the database runs on its own thread) for `run`. */
async function measure(run: () => Promise<unknown>) {
  const busyBefore = performance.eventLoopUtilization();
  const started = performance.now();
  await run();
  const wallMs = performance.now() - started;
  const busy = performance.eventLoopUtilization(busyBefore);
  return { wallMs, mainThreadMs: busy.active };
}

const sequential = await measure(() => playOut(0, work));
const games = 50;
const perGame = Math.floor(count / games);
const concurrent = await measure(() =>
  Promise.all(
    Array.from({ length: games }, (_, i) =>
      playOut(i + 1, work.slice(i * perGame, (i + 1) * perGame)),
    ),
  ),
);
const µs = (ms: number, n: number) => `${((ms / n) * 1000).toFixed(0)} µs`;
console.log(`state: ${JSON.stringify(work[Math.floor(count / 2)]!.state).length} bytes of JSON`);
console.log(`one game, ${count} commits in a row: ${µs(sequential.wallMs, count)} each`);
console.log(
  `${games} games at once, ${games * perGame} commits: ${(((games * perGame) / concurrent.wallMs) * 1000).toFixed(0)}/s, ` +
    `main thread ${µs(concurrent.mainThreadMs, games * perGame)} per commit`,
);
await handle.close();
await scratch?.drop();
rmSync(dir, { recursive: true, force: true });
