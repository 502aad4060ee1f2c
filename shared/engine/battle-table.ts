/**
 * Exact outcome tables of one dice roll, per dice counts and dice mode (DESIGN §5).
 *
 * Normal dice are enumerated once at module load over all 6^(a+d) rolls: both sides sorted
 * descending, min(a, d) pairs compared, ties to the defender. Balanced dice change only 3 v 2.
 */

export type DiceMode = 0 | 1; // 0 normal, 1 balanced

export const DICE_MODES = [0, 1] as const satisfies readonly DiceMode[];

export interface RollOutcome {
  attackerLosses: number;
  defenderLosses: number;
  probability: number;
}

/** An outcome counted over the 6^(a+d) equally likely rolls (exact integers, for tests and odds). */
export interface RollCount {
  attackerLosses: number;
  defenderLosses: number;
  count: number;
}

type AttackerDice = 1 | 2 | 3;
type DefenderDice = 1 | 2;

const ATTACKER_DICE = [1, 2, 3] as const;
const DEFENDER_DICE = [1, 2] as const;

/** Every sequence of `n` dice values 1..6 (6^n of them). */
function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < n; i++) {
    rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((v) => [...r, v]));
  }
  return rolls;
}

const descending = (a: number, b: number): number => b - a;

/** Losses of one concrete roll: highest against highest, ties to the defender. */
function lossesOf(attack: readonly number[], defence: readonly number[]): [number, number] {
  const a = [...attack].sort(descending);
  const d = [...defence].sort(descending);
  let attackerLosses = 0;
  let defenderLosses = 0;
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    if ((a[i] ?? 0) > (d[i] ?? 0)) defenderLosses++;
    else attackerLosses++;
  }
  return [attackerLosses, defenderLosses];
}

/** Counts of each (attackerLosses, defenderLosses) over all rolls, ordered by attackerLosses. */
function enumerate(a: AttackerDice, d: DefenderDice): RollCount[] {
  const counts = new Map<number, RollCount>();
  const defenceRolls = allRolls(d);
  for (const attack of allRolls(a)) {
    for (const defence of defenceRolls) {
      const [al, dl] = lossesOf(attack, defence);
      const entry = counts.get(al) ?? { attackerLosses: al, defenderLosses: dl, count: 0 };
      entry.count++;
      counts.set(al, entry);
    }
  }
  // Within one matchup the total losses are fixed (min(a, d)), so attackerLosses is a unique key.
  return [...counts.values()].sort((x, y) => x.attackerLosses - y.attackerLosses);
}

const key = (a: number, d: number): number => a * 10 + d;

const COUNTS = new Map<number, readonly RollCount[]>();
for (const a of ATTACKER_DICE) {
  for (const d of DEFENDER_DICE) COUNTS.set(key(a, d), Object.freeze(enumerate(a, d)));
}

function countsOf(a: AttackerDice, d: DefenderDice): readonly RollCount[] {
  const table = COUNTS.get(key(a, d));
  if (!table) throw new Error(`no dice table for ${a} v ${d}`); // broken invariant: all six built above
  return table;
}

/** Exact counts of each outcome of one normal roll out of 6^(a+d) (the oracle the tests check). */
export function rollCounts(
  attackerDice: AttackerDice,
  defenderDice: DefenderDice,
): readonly RollCount[] {
  return countsOf(attackerDice, defenderDice);
}

function normalOutcomes(a: AttackerDice, d: DefenderDice): RollOutcome[] {
  const total = 6 ** (a + d);
  return countsOf(a, d).map((c) => ({
    attackerLosses: c.attackerLosses,
    defenderLosses: c.defenderLosses,
    probability: c.count / total,
  }));
}

/** Balanced 3 v 2: the 1-1 split doubles, the two one-sided outcomes share the rest in proportion. */
function balanced3v2(): RollOutcome[] {
  const total = 6 ** 5;
  const counts = countsOf(3, 2);
  const split = counts.find((c) => c.attackerLosses === 1)?.count ?? 0;
  const rest = total - 2 * split;
  const oneSided = total - split;
  return counts.map((c) => ({
    attackerLosses: c.attackerLosses,
    defenderLosses: c.defenderLosses,
    probability:
      c.attackerLosses === 1 ? (2 * split) / total : (rest * c.count) / (oneSided * total),
  }));
}

const OUTCOMES = new Map<number, readonly RollOutcome[]>();
for (const mode of DICE_MODES) {
  for (const a of ATTACKER_DICE) {
    for (const d of DEFENDER_DICE) {
      const table = mode === 1 && a === 3 && d === 2 ? balanced3v2() : normalOutcomes(a, d);
      OUTCOMES.set(mode * 100 + key(a, d), Object.freeze(table.map((o) => Object.freeze(o))));
    }
  }
}

/** Exact probabilities of each outcome of ONE roll with the given dice counts. */
export function rollOutcomes(
  attackerDice: AttackerDice,
  defenderDice: DefenderDice,
  mode: DiceMode,
): readonly RollOutcome[] {
  const table = OUTCOMES.get(mode * 100 + key(attackerDice, defenderDice));
  if (!table) throw new Error(`no dice table for ${attackerDice} v ${defenderDice} mode ${mode}`);
  return table;
}
