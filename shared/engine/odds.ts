/**
 * Exact odds of attacking until the defender is wiped out or the attacker is down to 1 troop,
 * for the attack dialog. The fight is a Markov chain over (attacker troops, defender troops):
 * each roll uses min(3, attackers - 1) against min(2, defenders) dice and moves by one outcome
 * of `rollOutcomes`. Solved by dynamic programming, one defender row at a time, so memory stays
 * O(attackers) and 500 v 500 takes a few milliseconds.
 */
import { rollOutcomes, type DiceMode, type RollOutcome } from './battle-table.js';

export interface AttackOdds {
  /** Probability that the defender ends with 0 troops. */
  winProbability: number;
  expectedAttackerLosses: number;
  expectedDefenderLosses: number;
  /** Expected troops on the attacking territory when the fight stops (before any conquest move). */
  expectedAttackersLeft: number;
  /** Expected troops on the defending territory when the fight stops (0 after a win). */
  expectedDefendersLeft: number;
}

export interface AttackDistribution {
  /** attackersLeftOnWin[k]: probability of winning with k troops left on the attacking territory. */
  attackersLeftOnWin: number[];
  /** defendersLeftOnLoss[k]: probability of stopping at 1 attacker with k defenders left. */
  defendersLeftOnLoss: number[];
}

/** The outcomes of one roll from a state, or none when the fight is over there. */
function step(attackers: number, defenders: number, mode: DiceMode): readonly RollOutcome[] {
  if (attackers <= 1 || defenders <= 0) return [];
  const a = Math.min(3, attackers - 1) as 1 | 2 | 3;
  const d = Math.min(2, defenders) as 1 | 2;
  return rollOutcomes(a, d, mode);
}

const troops = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** Values per state of one defender row; index = attacker troops. */
interface Row {
  win: Float64Array;
  attackerLosses: Float64Array;
  defenderLosses: Float64Array;
}

function emptyRow(size: number, win: number): Row {
  return {
    win: new Float64Array(size).fill(win),
    attackerLosses: new Float64Array(size),
    defenderLosses: new Float64Array(size),
  };
}

/** A roll's outcomes as flat arrays, so the hot loop below touches no objects. */
interface FlatOutcomes {
  attackerLosses: number[];
  defenderLosses: number[];
  probability: number[];
}

function flatten(outcomes: readonly RollOutcome[]): FlatOutcomes {
  return {
    attackerLosses: outcomes.map((o) => o.attackerLosses),
    defenderLosses: outcomes.map((o) => o.defenderLosses),
    probability: outcomes.map((o) => o.probability),
  };
}

/** FLAT[mode][attackerDice - 1][defenderDice - 1]. */
const FLAT = ([0, 1] as const).map((mode) =>
  ([1, 2, 3] as const).map((a) => ([1, 2] as const).map((d) => flatten(rollOutcomes(a, d, mode)))),
);

/** One defender row, from the two rows below it (dl = 1, 2) and itself (dl = 0, smaller a). */
function solveRow(row: Row, d: number, maxA: number, below: Row[], mode: DiceMode): Row {
  // The buffer may be a reused row 0 (wins everywhere): below 2 attackers nothing can happen.
  for (let a = 0; a < Math.min(2, maxA + 1); a++) {
    row.win[a] = 0;
    row.attackerLosses[a] = 0;
    row.defenderLosses[a] = 0;
  }
  const sources = [row, below[0] ?? row, below[1] ?? row];
  const byAttackerDice = FLAT[mode] ?? [];
  const dd = Math.min(2, d) - 1;
  for (let a = 2; a <= maxA; a++) {
    const t = byAttackerDice[Math.min(3, a - 1) - 1]?.[dd];
    if (!t) continue;
    let win = 0;
    let al = 0;
    let dl = 0;
    for (let k = 0; k < t.probability.length; k++) {
      const p = t.probability[k] ?? 0;
      const lossA = t.attackerLosses[k] ?? 0;
      const lossD = t.defenderLosses[k] ?? 0;
      const next = sources[lossD] ?? row;
      const i = a - lossA;
      win += p * (next.win[i] ?? 0);
      al += p * (lossA + (next.attackerLosses[i] ?? 0));
      dl += p * (lossD + (next.defenderLosses[i] ?? 0));
    }
    row.win[a] = win;
    row.attackerLosses[a] = al;
    row.defenderLosses[a] = dl;
  }
  return row;
}

function solve(attackers: number, defenders: number, mode: DiceMode): AttackOdds {
  // below[0] is row d - 1, below[1] row d - 2; row 0 (defender wiped out) is a win everywhere.
  // Three buffers rotate: the row being solved reuses the one for d - 3, which nothing reads any more.
  let below: Row[] = [emptyRow(attackers + 1, 1), emptyRow(attackers + 1, 1)];
  let spare = emptyRow(attackers + 1, 0);
  let current = below[0];
  for (let d = 1; d <= defenders; d++) {
    current = solveRow(spare, d, attackers, below, mode);
    spare = below[1] ?? emptyRow(attackers + 1, 0);
    below = [current, below[0] ?? current];
  }
  const win = current?.win[attackers] ?? 0;
  const attackerLosses = current?.attackerLosses[attackers] ?? 0;
  const defenderLosses = current?.defenderLosses[attackers] ?? 0;
  return {
    winProbability: defenders === 0 ? 1 : win,
    expectedAttackerLosses: attackerLosses,
    expectedDefenderLosses: defenderLosses,
    expectedAttackersLeft: attackers - attackerLosses,
    expectedDefendersLeft: defenders - defenderLosses,
  };
}

// The dialog asks the same few questions again and again: keep the latest answers per mode.
const MEMO_LIMIT = 512;
const memo: Map<string, AttackOdds>[] = [new Map(), new Map()];

/** Exact odds of attacking from a territory with `attackers` troops until it wins or has 1 left. */
export function attackOdds(attackers: number, defenders: number, mode: DiceMode): AttackOdds {
  const a = troops(attackers);
  const d = troops(defenders);
  const cache = memo[mode] ?? new Map<string, AttackOdds>();
  const key = `${a},${d}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const odds = Object.freeze(solve(a, d, mode));
  if (cache.size >= MEMO_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, odds);
  return odds;
}

/** The exact distribution of where the fight stops: troops left on a win, defenders left on a loss. */
export function attackDistribution(
  attackers: number,
  defenders: number,
  mode: DiceMode,
): AttackDistribution {
  const a0 = troops(attackers);
  const d0 = troops(defenders);
  const attackersLeftOnWin = new Array<number>(a0 + 1).fill(0);
  const defendersLeftOnLoss = new Array<number>(d0 + 1).fill(0);
  // rows[k] holds the probability mass of defender row d - k, indexed by attacker troops.
  let rows = [0, 1, 2].map(() => new Float64Array(a0 + 1));
  rows[0]?.fill(0);
  if (rows[0]) rows[0][a0] = 1;
  for (let d = d0; d >= 0; d--) {
    const here = rows[0] ?? new Float64Array(a0 + 1);
    // Descending a: a same-row successor (defender lost nothing) has fewer attackers, so comes later.
    for (let a = a0; a >= 0; a--) {
      const mass = here[a] ?? 0;
      if (mass === 0) continue;
      const outcomes = step(a, d, mode);
      if (outcomes.length === 0) {
        if (d === 0) attackersLeftOnWin[a] = (attackersLeftOnWin[a] ?? 0) + mass;
        else defendersLeftOnLoss[d] = (defendersLeftOnLoss[d] ?? 0) + mass;
        continue;
      }
      for (const o of outcomes) {
        const target = rows[o.defenderLosses];
        if (target)
          target[a - o.attackerLosses] = (target[a - o.attackerLosses] ?? 0) + mass * o.probability;
      }
    }
    rows = [rows[1] ?? here, rows[2] ?? here, here.fill(0)];
  }
  return { attackersLeftOnWin, defendersLeftOnLoss };
}
