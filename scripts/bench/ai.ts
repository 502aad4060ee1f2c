/**
 * Computer players (shared/ai): win rates with 95% Wilson intervals over seeded classic-map games,
 * with fog (the default) and without, decision times (also on a 400-territory map), and how long
 * games of six Normal players take. Exits 1 when a target is missed.
 *
 *   npx tsx scripts/bench/ai.ts [--games 500] [--seed-base 1000000] [--fog both|on|off]
 *                               [--only hard-vs-5-normal,six-hard,big-map]
 *
 * Matches (scripts/bench/ai/matches.ts): each level against five random legal bots; Hard against
 * five Normal and against five heuristic players (scripts/bench/ai/heuristicPlayer.ts, a rule-of-
 * thumb player independent of shared/ai); six Hard seats (rounds to the end); one against one; a
 * Hard team against two Normal teams; Hard against five Normal in each other game type. Game g of
 * a run uses seed seed-base + g; the seat (or team) under test rotates with it. A game stops once
 * that seat is out (its loss is decided; six Hard plays to the end, its length being the measure).
 * Each match also says where its games are won and lost (scripts/bench/ai/outcomes.ts). Then games across
 * every option (every action legal, every game ends) and games of six Normal players, timed.
 */
import type { AiLevel } from '../../shared/ai';
import { DEFAULT_OPTIONS, view, type GameOptions, type GameState } from '../../shared/engine';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { gridMap } from '../../shared/maps/synthetic.js';
import type { GameMap } from '../../shared/maps/types.js';
import { optionsFor, playSeats, seatAction, type SeatKind } from '../../test/fixtures/aiGames';
import { startGame } from '../simulate.js';
import { median, numberArgument, percentile, progress, stringArgument } from '../lib/stats.js';
import { heuristicAction } from './ai/heuristicPlayer.js';
import { heroOut, MATCHES, type BenchSeat, type Match } from './ai/matches.js';
import { Outcomes } from './ai/outcomes.js';

const map = CLASSIC_WORLD;
const NOW = 1_800_000_000_000;
const MAX_ACTIONS = 30_000;

/**
 * Decision times (ms) per level: the seat's view projected from the state, then `decide`. Wall time,
 * and the process's CPU time over the same span: on a shared machine a wall-time maximum also
 * measures whoever else had the cores at that moment.
 */
type Times = Record<AiLevel, { wall: number[]; cpu: number[] }>;
const emptyTimes = (): Times => ({
  easy: { wall: [], cpu: [] },
  normal: { wall: [], cpu: [] },
  hard: { wall: [], cpu: [] },
});
const classicTimes = emptyTimes();
const bigMapTimes = emptyTimes();

/** A chooser for `seats` (index = seat - 1): timed computer decisions, the heuristic player's own view. */
function chooser(seats: readonly BenchSeat[], times: Times): typeof seatAction {
  return (kind, s, m, id, seed, memories) => {
    const seat = seats[id - 1] ?? kind;
    if (seat === 'heuristic') return heuristicAction(view(s, m, { player_id: id }), m);
    if (seat === 'random') return seatAction(seat, s, m, id, seed);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const action = seatAction(seat, s, m, id, seed, memories);
    times[seat].wall.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    times[seat].cpu.push((cpu.user + cpu.system) / 1000);
    return action;
  };
}

/** The fixture's seat kinds for `seats` (the heuristic player is chosen by `chooser`). */
const fixtureSeats = (seats: readonly BenchSeat[]): SeatKind[] =>
  seats.map((k) => (k === 'heuristic' ? 'random' : k));

/** The largest of a sample too big to spread into Math.max's arguments. */
const largest = (sample: readonly number[]) => sample.reduce((a, b) => Math.max(a, b), 0);

function started(options: GameOptions, on: GameMap, seed: number): GameState {
  const game = startGame({ ...options, map_id: on.id }, on, seed);
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

/** Seats of game `g`: the hero's seat (or, in team games, its team's seats) rotates with g. */
function seatsOf(m: Match, g: number): { seats: BenchSeat[]; heroTeam: number; hero: number } {
  const perTeam = m.options?.players_per_team ?? 1;
  const teams = m.players / perTeam;
  const heroTeam = perTeam > 1 ? (g % teams) + 1 : 0;
  const hero = (g % m.players) + 1;
  const seats = Array.from({ length: m.players }, (_, i) => {
    const isHero = perTeam > 1 ? Math.floor(i / perTeam) + 1 === heroTeam : i + 1 === hero;
    return isHero ? m.hero : m.others;
  });
  return { seats, heroTeam, hero };
}

function runMatch(m: Match, games: number, seedBase: number, fog: boolean): boolean {
  let wins = 0;
  const unfinished: number[] = [];
  let stopped = 0;
  const rounds: number[] = [];
  const outcomes = new Outcomes();
  const t0 = performance.now();
  const options = { ...DEFAULT_OPTIONS, num_players: m.players, ...m.options };
  options.fog_of_war = fog ? 1 : 0;
  for (let g = 1; g <= games; g++) {
    const seed = seedBase + g;
    const { seats, heroTeam, hero } = seatsOf(m, g);
    outcomes.start();
    const game = playSeats(started(options, map, seed), map, fixtureSeats(seats), {
      seed,
      now: NOW,
      maxActions: MAX_ACTIONS,
      choose: chooser(seats, classicTimes),
      onAction: (_before, _action, after, _kind, events) =>
        outcomes.hear(hero, after.round, events),
      // A lost game is decided; a match timed to its end (six Hard) plays on.
      until: m.maxMedianRounds ? undefined : (s) => heroOut(s, hero, heroTeam),
    });
    if (game.finished) rounds.push(game.state.round);
    else if (heroOut(game.state, hero, heroTeam)) stopped++;
    else unfinished.push(seed);
    const won = heroTeam > 0 ? game.state.winning_team === heroTeam : game.state.winner === hero;
    if (won) wins++;
    outcomes.end(won);
    if (g % 20 === 0) progress(`${m.name}: ${g}/${games}`);
  }
  const [lo, hi] = wilson(wins, games);
  const target = fog ? m.target.fog : m.target.clear;
  const maxRounds = m.maxMedianRounds && (fog ? m.maxMedianRounds.fog : m.maxMedianRounds.clear);
  const medianRounds = rounds.length > 0 ? median(rounds) : Infinity;
  const ok = wins / games >= target && (maxRounds === undefined || medianRounds <= maxRounds);
  const seconds = ((performance.now() - t0) / 1000).toFixed(0);
  const roundsTarget = maxRounds === undefined ? '' : `, median <= ${maxRounds}`;
  console.log(
    `\r${`${m.name} ${fog ? 'fog' : 'clear'}`.padEnd(34)} ${pct(wins / games).padStart(6)}` +
      ` [${pct(lo)}, ${pct(hi)}] over ${games} games, median ${medianRounds} rounds` +
      ` of ${rounds.length} played to the end, ${stopped} stopped once lost` +
      ` (target >= ${pct(target)}${roundsTarget}: ${ok ? 'met' : 'MISSED'};` +
      ` ${unfinished.length} unfinished; ${seconds} s)`,
  );
  if (unfinished.length > 0)
    console.log(`${''.padEnd(35)}unfinished: seeds ${unfinished.join(', ')}`);
  // In team games the team is under test, not one seat.
  if (!m.options?.players_per_team) console.log(`${''.padEnd(35)}${outcomes.summary()}`);
  return ok;
}

/**
 * Classic-map games across every option with every level and the heuristic player seated: all must
 * end, every action legal.
 */
function allOptions(games: number, seedBase: number): boolean {
  const kinds: BenchSeat[] = ['easy', 'normal', 'hard', 'random', 'heuristic'];
  let unfinished = 0;
  const t0 = performance.now();
  for (let g = 1; g <= games; g++) {
    const seed = seedBase + g;
    const options = { ...DEFAULT_OPTIONS, map_id: map.id, ...optionsFor(seed, { min: 2, max: 9 }) };
    const game = startGame(options, map, seed);
    if (typeof game === 'string') throw new Error(`${JSON.stringify(options)}: ${game}`);
    const seats = Array.from({ length: options.num_players }, (_, i) => kinds[(g + i) % 5]!);
    const played = playSeats(game.state, map, fixtureSeats(seats), {
      seed,
      now: NOW,
      maxActions: MAX_ACTIONS,
      choose: chooser(seats, classicTimes),
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
function sixNormals(games: number, seedBase: number): boolean {
  const ms: number[] = [];
  const options = { ...DEFAULT_OPTIONS, num_players: 6 };
  for (let g = 1; g <= games; g++) {
    const t0 = performance.now();
    playSeats(started(options, map, seedBase + g), map, new Array<SeatKind>(6).fill('normal'), {
      seed: seedBase + g,
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

/** The 400-territory map the decision-time target is set on. */
const BIG_MAP = gridMap({ cols: 20, rows: 20, id: 400 });
/** Actions per big-map game: enough for the crowded middle game, where decisions cost most. */
const BIG_MAP_ACTIONS = 4000;

/** Games on the 400-territory map, every level seated, fog on and off: only their decisions are timed. */
function bigMapGames(games: number, seedBase: number): void {
  const seats: BenchSeat[] = ['hard', 'normal', 'easy', 'hard', 'normal', 'easy'];
  for (let g = 1; g <= games; g++) {
    const options = { ...DEFAULT_OPTIONS, num_players: 6, fog_of_war: (g % 2) as 0 | 1 };
    playSeats(started(options, BIG_MAP, seedBase + g), BIG_MAP, fixtureSeats(seats), {
      seed: seedBase + g,
      now: NOW,
      maxActions: BIG_MAP_ACTIONS,
      choose: chooser(seats, bigMapTimes),
    });
    progress(`big-map: ${g}/${games}`);
  }
}

function decisionTimes(where: string, times: Times): boolean {
  let ok = true;
  for (const level of ['easy', 'normal', 'hard'] as const) {
    const { wall, cpu } = times[level];
    if (wall.length === 0) continue;
    const cpuMax = largest(cpu);
    const fine = median(wall) < 50 && cpuMax < 200;
    ok &&= fine;
    console.log(
      `\rdecision ${level.padEnd(7)} ${where.padEnd(9)} median ${median(wall).toFixed(3)} ms,` +
        ` p99 ${percentile(wall, 99).toFixed(2)} ms, max ${largest(wall).toFixed(1)} ms wall /` +
        ` ${cpuMax.toFixed(1)} ms CPU over ${wall.length} decisions` +
        ` (target median < 50, max < 200: ${fine ? 'met' : 'MISSED'})`,
    );
  }
  return ok;
}

const games = numberArgument('games', 500);
const seedBase = numberArgument('seed-base', 1_000_000);
const fogs = { both: [true, false], on: [true], off: [false] }[stringArgument('fog') ?? 'both'];
if (!fogs) throw new Error('--fog is both, on or off');
const only = stringArgument('only')?.split(',');
const runs = (name: string) => !only || only.includes(name);
let ok = true;
// Warm-up: let the JIT see the hot paths before anything is timed.
playSeats(
  started({ ...DEFAULT_OPTIONS, num_players: 6 }, map, 0),
  map,
  ['hard', 'normal', 'easy', 'random', 'hard', 'normal'],
  {
    seed: 0,
    now: NOW,
    maxActions: MAX_ACTIONS,
  },
);
console.log(`seeds ${seedBase + 1}..${seedBase + games}`);
for (const m of MATCHES)
  if (runs(m.name)) for (const fog of fogs) ok = runMatch(m, games, seedBase, fog) && ok;
if (runs('all-options')) ok = allOptions(games, seedBase) && ok;
if (runs('six-normal')) ok = sixNormals(Math.min(games, 100), seedBase) && ok;
if (runs('big-map')) bigMapGames(Math.max(2, Math.round(games / 100)), seedBase);
ok = decisionTimes('classic', classicTimes) && ok;
ok = decisionTimes('400-map', bigMapTimes) && ok;
process.exit(ok ? 0 : 1);
