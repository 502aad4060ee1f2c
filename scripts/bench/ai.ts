/**
 * Computer players (shared/ai): win rates with 95% intervals over seeded classic-map games, decision
 * times, and how long a game of six Normal players takes. Exits 1 when a target is missed.
 *
 *   npx tsx scripts/bench/ai.ts [--games 1000] [--only hard-vs-normal]
 *
 * Matches: each level against five random legal bots; one Hard against five Normal (6 players);
 * Hard against Normal and Normal against Easy, one against one. The seat under test rotates with
 * the seed, so no seat order favours it. Then games across every option (all levels seated; every
 * action must be legal and every game must end) and games of six Normal players, timed.
 */
import { decide, type AiLevel } from '../../shared/ai';
import {
  DEFAULT_OPTIONS,
  randInt,
  seedRng,
  view,
  type GameOptions,
  type GameState,
} from '../../shared/engine';
import { CLASSIC_WORLD } from '../../shared/maps/classic.js';
import { playSeats, seatAction, type SeatKind } from '../../test/fixtures/aiGames';
import { startGame } from '../simulate.js';
import { median, numberArgument, percentile, progress, stringArgument } from '../lib/stats.js';

const map = CLASSIC_WORLD;
const NOW = 1_800_000_000_000;
const MAX_ACTIONS = 30_000;

interface Match {
  name: string;
  players: number;
  hero: AiLevel;
  others: SeatKind;
  /** Lowest acceptable win rate of the hero. */
  target: number;
}

const MATCHES: Match[] = [
  { name: 'easy-vs-random', players: 6, hero: 'easy', others: 'random', target: 0.5 },
  { name: 'normal-vs-random', players: 6, hero: 'normal', others: 'random', target: 0.85 },
  { name: 'hard-vs-random', players: 6, hero: 'hard', others: 'random', target: 0.95 },
  { name: 'hard-vs-5-normal', players: 6, hero: 'hard', others: 'normal', target: 0.35 },
  { name: 'hard-vs-normal-1v1', players: 2, hero: 'hard', others: 'normal', target: 0.65 },
  { name: 'normal-vs-easy-1v1', players: 2, hero: 'normal', others: 'easy', target: 0.65 },
];

/**
 * Decision times (ms) per level: the seat's view projected from the state, then `decide`. Wall time,
 * and the process's CPU time over the same span: on a shared machine a wall-time maximum also
 * measures whoever else had the cores at that moment.
 */
const decisionMs: Record<AiLevel, number[]> = { easy: [], normal: [], hard: [] };
const decisionCpuMs: Record<AiLevel, number[]> = { easy: [], normal: [], hard: [] };

const timedSeatAction: typeof seatAction = (kind, s, m, id, seed) => {
  if (kind === 'random') return seatAction(kind, s, m, id, seed);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const action = decide({ view: view(s, m, { player_id: id }), map: m, level: kind, seed });
  decisionMs[kind].push(performance.now() - t0);
  const cpu = process.cpuUsage(cpu0);
  decisionCpuMs[kind].push((cpu.user + cpu.system) / 1000);
  return action;
};

/** The largest of a sample too big to spread into Math.max's arguments. */
const largest = (sample: readonly number[]) => sample.reduce((a, b) => Math.max(a, b), 0);

function started(players: number, seed: number): GameState {
  const game = startGame({ ...DEFAULT_OPTIONS, num_players: players, map_id: map.id }, map, seed);
  if (typeof game === 'string') throw new Error(game);
  return game.state;
}

/** Wilson score interval for `wins` out of `n` at 95%. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function runMatch(m: Match, games: number): boolean {
  let wins = 0;
  let unfinished = 0;
  const t0 = performance.now();
  for (let g = 1; g <= games; g++) {
    const hero = (g % m.players) + 1;
    const seats = Array.from({ length: m.players }, (_, i) => (i + 1 === hero ? m.hero : m.others));
    const game = playSeats(started(m.players, g), map, seats, {
      seed: g,
      now: NOW,
      maxActions: MAX_ACTIONS,
      choose: timedSeatAction,
    });
    if (!game.finished) unfinished++;
    if (game.state.winner === hero) wins++;
    if (g % 20 === 0) progress(`${m.name}: ${g}/${games}`);
  }
  const [lo, hi] = wilson(wins, games);
  const ok = wins / games >= m.target;
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(
    `\r${m.name.padEnd(20)} ${pct(wins / games).padStart(6)} [${pct(lo)}, ${pct(hi)}] over ${games} games` +
      ` (target >= ${pct(m.target)}: ${ok ? 'met' : 'MISSED'}; ${unfinished} unfinished; ${seconds} s)`,
  );
  return ok;
}

/** Seeded options drawing every vocabulary: 2-9 seats, teams, game types, cards, fortification, order, fog, dice. */
function anyOptions(seed: number): GameOptions {
  const rng = seedRng(seed);
  const pick = (n: number) => randInt(rng, n);
  const num_players = 2 + pick(8);
  const sizes = [2, 3, 4].filter((k) => num_players % k === 0 && num_players / k > 1);
  const perTeam = sizes.length > 0 && pick(3) === 0 ? (sizes[pick(sizes.length)] ?? 1) : 1;
  const cards = pick(5) as GameOptions['cards'];
  return {
    ...DEFAULT_OPTIONS,
    map_id: map.id,
    num_players,
    game_type: pick(8) as GameOptions['game_type'],
    cards,
    cards_cap: 12,
    cards_advanced: cards === 3 ? 0 : (pick(2) as 0 | 1),
    fog_of_war: pick(2) as 0 | 1,
    fortification: pick(4) as GameOptions['fortification'],
    turn_order: pick(3) as GameOptions['turn_order'],
    dice: pick(2) as 0 | 1,
    players_per_team: perTeam,
    join_manner: perTeam > 1 ? (pick(2) as 0 | 1) : 0,
  };
}

/** Classic-map games across every option with every level seated: all must end, every action legal. */
function allOptions(games: number): boolean {
  const kinds: SeatKind[] = ['easy', 'normal', 'hard', 'random'];
  let unfinished = 0;
  const t0 = performance.now();
  for (let g = 1; g <= games; g++) {
    const options = anyOptions(g);
    const game = startGame(options, map, g);
    if (typeof game === 'string') throw new Error(`${JSON.stringify(options)}: ${game}`);
    const seats = Array.from({ length: options.num_players }, (_, i) => kinds[(g + i) % 4]!);
    const played = playSeats(game.state, map, seats, {
      seed: g,
      now: NOW,
      maxActions: MAX_ACTIONS,
    });
    if (!played.finished) unfinished++;
    if (g % 20 === 0) progress(`all-options: ${g}/${games}`);
  }
  const ok = unfinished === 0;
  console.log(
    `\rall-options          ${games} games, every action legal, ${unfinished} unfinished` +
      ` (${((performance.now() - t0) / 1000).toFixed(0)} s; target: all end: ${ok ? 'met' : 'MISSED'})`,
  );
  return ok;
}

/** Games of six Normal players: each must finish in under a second. */
function sixNormals(games: number): boolean {
  const ms: number[] = [];
  for (let g = 1; g <= games; g++) {
    const t0 = performance.now();
    playSeats(started(6, 10_000 + g), map, new Array<SeatKind>(6).fill('normal'), {
      seed: g,
      now: NOW,
      maxActions: MAX_ACTIONS,
    });
    ms.push(performance.now() - t0);
  }
  const ok = largest(ms) < 1000;
  console.log(
    `six-normal game       median ${median(ms).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms,` +
      ` max ${largest(ms).toFixed(0)} ms over ${games} games (target < 1000 ms: ${ok ? 'met' : 'MISSED'})`,
  );
  return ok;
}

function decisionTimes(): boolean {
  let ok = true;
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const ms = decisionMs[level];
    if (ms.length === 0) continue;
    const cpuMax = largest(decisionCpuMs[level]);
    const fine = median(ms) < 50 && cpuMax < 200;
    ok &&= fine;
    console.log(
      `decision ${level.padEnd(7)}     median ${median(ms).toFixed(3)} ms, p99 ${percentile(ms, 99).toFixed(2)} ms,` +
        ` max ${largest(ms).toFixed(1)} ms wall / ${cpuMax.toFixed(1)} ms CPU over ${ms.length} decisions` +
        ` (target median < 50, max < 200: ${fine ? 'met' : 'MISSED'})`,
    );
  }
  return ok;
}

const games = numberArgument('games', 1000);
const only = stringArgument('only');
let ok = true;
// Warm-up: let the JIT see the hot paths before anything is timed.
playSeats(started(6, 0), map, ['hard', 'normal', 'easy', 'random', 'hard', 'normal'], {
  seed: 0,
  now: NOW,
  maxActions: MAX_ACTIONS,
});
for (const m of MATCHES) if (!only || only === m.name) ok = runMatch(m, games) && ok;
if (!only || only === 'all-options') ok = allOptions(games) && ok;
if (!only || only === 'six-normal') ok = sixNormals(Math.min(games, 100)) && ok;
ok = decisionTimes() && ok;
process.exit(ok ? 0 : 1);
