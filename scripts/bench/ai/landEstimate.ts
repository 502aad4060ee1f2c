/**
 * How far the computer players' estimate of each rival's territory count is from the truth under
 * fog, by round: from the current view alone (Easy, Normal), with the memory of owners seen (Hard
 * until the followed counts), with the counts followed from the deal (through the views and the
 * seat's log lines: shared/ai landCount.ts, seatLog.ts) as Hard reads them, and those counts alone. Measured on Hard's own turns in games of Hard against five Normal,
 * over every rival whose count is hidden. Two errors: the mean absolute error, and the same with
 * both sides capped at 5 (the counts below which a rival's end changes what a conquest is worth:
 * shared/ai evaluate.ts).
 *
 *   npx tsx scripts/bench/ai/landEstimate.ts [--games 40] [--seed-base 5000000]
 */
import { estimateLand } from '../../../shared/ai/hiddenLand.js';
import { recall } from '../../../shared/ai/memory.js';
import { DEFAULT_OPTIONS, view, type GameState } from '../../../shared/engine';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld.js';
import {
  playSeats,
  seatAction,
  type Memories,
  type SeatKind,
} from '../../../test/fixtures/aiGames';
import { startGame } from '../../simulate.js';
import { numberArgument, progress } from '../../lib/stats.js';

const map = CLASSIC_WORLD;
const ESTIMATES = ['view', 'memory', 'memory + counts', 'counts alone'] as const;
/** The last round reported on its own; later rounds are counted in it. */
const LAST_ROUND = 16;
/** Counts at or above this read alike for a conquest's worth (evaluate.ts NEAR_END is 4.5). */
const CAP = 5;

/** Summed errors of each estimate over `n` rival counts. */
interface Errors {
  n: number;
  abs: number[];
  capped: number[];
}
const noErrors = (): Errors => ({
  n: 0,
  abs: ESTIMATES.map(() => 0),
  capped: ESTIMATES.map(() => 0),
});

/** The estimates of every player's land, for seat `id` of `s` and its memory so far. */
function estimates(s: GameState, id: number, memories: Memories): number[][] {
  const seen = view(s, map, { player_id: id });
  const memory = memories.peek(id, seen);
  const believed = recall(seen, memory);
  return [
    estimateLand(seen, map).land,
    estimateLand(believed, map).land,
    estimateLand(believed, map, memory.land).land,
    memory.land?.slice() ?? estimateLand(believed, map).land,
  ];
}

function record(errors: Errors, s: GameState, id: number, memories: Memories) {
  const truth = new Array<number>(s.players.length + 1).fill(0);
  for (const t of s.territories) truth[t.player_id]! += 1;
  const estimated = estimates(s, id, memories);
  const hidden = view(s, map, { player_id: id }).players.filter(
    (p) => p.alive && p.territories === null,
  );
  for (const p of hidden) {
    const real = truth[p.player_id] ?? 0;
    errors.n++;
    estimated.forEach((land, k) => {
      const guess = land[p.player_id] ?? 0;
      errors.abs[k]! += Math.abs(guess - real);
      errors.capped[k]! += Math.abs(Math.min(CAP, guess) - Math.min(CAP, real));
    });
  }
}

const games = numberArgument('games', 40);
const seedBase = numberArgument('seed-base', 5_000_000);
const byRound = new Map<number, Errors>();
for (let g = 1; g <= games; g++) {
  const seed = seedBase + g;
  const options = { ...DEFAULT_OPTIONS, num_players: 6, fog_of_war: 1 as const, map_id: map.id };
  const game = startGame(options, map, seed);
  if (typeof game === 'string') throw new Error(game);
  const hero = (g % 6) + 1;
  const seats = Array.from({ length: 6 }, (_, i): SeatKind => (i + 1 === hero ? 'hard' : 'normal'));
  playSeats(game.state, map, seats, {
    seed,
    now: 1_800_000_000_000,
    maxActions: 30_000,
    choose: (kind, s, m, id, decisionSeed, memories) => {
      if (id === hero) {
        const round = Math.min(s.round, LAST_ROUND);
        const errors = byRound.get(round) ?? noErrors();
        byRound.set(round, errors);
        if (memories) record(errors, s, id, memories);
      }
      return seatAction(kind, s, m, id, decisionSeed, memories);
    },
  });
  if (g % 10 === 0) progress(`land estimates: ${g}/${games}`);
}

const mean = (sum: number, n: number) => (n > 0 ? sum / n : 0).toFixed(2).padStart(6);
const line = (label: string, e: Errors) =>
  `${label.padEnd(6)} ${String(e.n).padStart(6)} ${e.abs.map((x) => mean(x, e.n)).join(' ')}` +
  `   ${e.capped.map((x) => mean(x, e.n)).join(' ')}`;
console.log(`\rseeds ${seedBase + 1}..${seedBase + games}; mean absolute error per rival count`);
console.log(`round  counts  ${ESTIMATES.join(' / ')}   the same, capped at ${CAP}`);
const all = noErrors();
for (const [round, e] of [...byRound].sort((a, b) => a[0] - b[0])) {
  all.n += e.n;
  e.abs.forEach((x, k) => (all.abs[k]! += x));
  e.capped.forEach((x, k) => (all.capped[k]! += x));
  console.log(line(round === LAST_ROUND ? `${round}+` : String(round), e));
}
console.log(line('all', all));
