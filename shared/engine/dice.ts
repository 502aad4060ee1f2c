/**
 * Dice. One roll compares the highest attacker die with the highest defender die (and the second
 * with the second), ties to the defender. Hot path: a roll allocates nothing; it returns its
 * outcome and its dice packed into one number (read it with `rollLosses` and `rollDice`).
 */
import { rollOutcomes, type DiceMode } from './battle-table.js';
import { nextUint32, type RngState } from './rng.js';

/**
 * One roll: the attacker's losses (bits 0-1) and the dice a1 a2 a3 d1 d2 (3 bits each from bit 2),
 * sorted descending per side, 0 for an unused die.
 */
export type Roll = number;

const pack = (losses: number, a1: number, a2: number, a3: number, d1: number, d2: number): Roll =>
  losses | (a1 << 2) | (a2 << 5) | (a3 << 8) | (d1 << 11) | (d2 << 14);

/** The attacker's losses in a roll (the defender loses min(a, d) minus that). */
export function rollLosses(roll: Roll): number {
  return roll & 3;
}

/** The dice shown for a roll, per side, without unused dice. */
export function rollDice(roll: Roll): { attacker: number[]; defender: number[] } {
  const attacker = [(roll >> 2) & 7, (roll >> 5) & 7, (roll >> 8) & 7].filter((v) => v > 0);
  const defender = [(roll >> 11) & 7, (roll >> 14) & 7].filter((v) => v > 0);
  return { attacker, defender };
}

/** Attacker dice for a territory with `troops` troops (needs dice + 1 troops), 0 if it cannot attack. */
export function attackerDice(troops: number): 0 | 1 | 2 | 3 {
  return troops >= 4 ? 3 : troops === 3 ? 2 : troops === 2 ? 1 : 0;
}

/** Defender dice for a territory with `troops` troops. */
export function defenderDice(troops: number): 1 | 2 {
  return troops >= 2 ? 2 : 1;
}

function die(rng: RngState): number {
  return 1 + Math.floor((nextUint32(rng) / 4294967296) * 6);
}

/** Rolls `a` v `d` real dice. */
function rollReal(rng: RngState, a: number, d: number): Roll {
  let a1 = die(rng);
  let a2 = a >= 2 ? die(rng) : 0;
  let a3 = a >= 3 ? die(rng) : 0;
  let t: number;
  // A three-element sorting network: no array, no allocation.
  if (a2 > a1) {
    t = a1;
    a1 = a2;
    a2 = t;
  }
  if (a3 > a2) {
    t = a2;
    a2 = a3;
    a3 = t;
  }
  if (a2 > a1) {
    t = a1;
    a1 = a2;
    a2 = t;
  }
  let d1 = die(rng);
  let d2 = d >= 2 ? die(rng) : 0;
  if (d2 > d1) {
    t = d1;
    d1 = d2;
    d2 = t;
  }
  let losses = a1 > d1 ? 0 : 1;
  if (a >= 2 && d >= 2) losses += a2 > d2 ? 0 : 1;
  return pack(losses, a1, a2, a3, d1, d2);
}

/** One normal roll. */
export function rollNormal(rng: RngState, a: 1 | 2 | 3, d: 1 | 2): Roll {
  return rollReal(rng, a, d);
}

// Cumulative probabilities of the balanced tables, indexed by attacker losses, built on first use.
const CUMULATIVE = new Map<number, Float64Array>();

function cumulative(a: 1 | 2 | 3, d: 1 | 2): Float64Array {
  const key = a * 10 + d;
  let table = CUMULATIVE.get(key);
  if (!table) {
    const outcomes = rollOutcomes(a, d, 1);
    table = new Float64Array(3);
    for (const o of outcomes) table[o.attackerLosses] = o.probability;
    for (let i = 1; i < 3; i++) table[i] = (table[i] ?? 0) + (table[i - 1] ?? 0);
    // The last possible outcome catches float rounding (a sum of 0.9999999 must not yield an impossible one).
    for (let i = Math.min(a, d); i < 3; i++) table[i] = Infinity;
    CUMULATIVE.set(key, table);
  }
  return table;
}

// Every possible roll of a matchup, sorted per side, grouped by the attacker's losses: five bytes a
// roll (a1 a2 a3 d1 d2), built on first use. A raw roll appears once per way it can fall, so picking
// an entry uniformly shows dice exactly as likely as real dice that gave that outcome.
const ROLLS_BY_OUTCOME = new Map<number, Uint8Array[]>();

function rollsByOutcome(a: number, d: number): Uint8Array[] {
  const key = a * 10 + d;
  let groups = ROLLS_BY_OUTCOME.get(key);
  if (groups) return groups;
  const lists: number[][] = [[], [], []];
  const faces = a + d;
  for (let code = 0; code < 6 ** faces; code++) {
    const dice = Array.from({ length: faces }, (_, i) => 1 + (Math.floor(code / 6 ** i) % 6));
    const attack = dice.slice(0, a).sort((x, y) => y - x);
    const defend = dice.slice(a).sort((x, y) => y - x);
    let losses = (attack[0] ?? 0) > (defend[0] ?? 0) ? 0 : 1;
    if (a >= 2 && d >= 2) losses += (attack[1] ?? 0) > (defend[1] ?? 0) ? 0 : 1;
    lists[losses]!.push(
      attack[0] ?? 0,
      attack[1] ?? 0,
      attack[2] ?? 0,
      defend[0] ?? 0,
      defend[1] ?? 0,
    );
  }
  groups = lists.map((list) => Uint8Array.from(list));
  ROLLS_BY_OUTCOME.set(key, groups);
  return groups;
}

/**
 * One balanced roll: samples the outcome from the balanced table, then shows dice drawn uniformly
 * from the real rolls that give that outcome.
 */
export function rollBalanced(rng: RngState, a: 1 | 2 | 3, d: 1 | 2): Roll {
  const table = cumulative(a, d);
  const u = nextUint32(rng) / 4294967296;
  let losses = 0;
  while (losses < 2 && u >= (table[losses] ?? 1)) losses++;
  const rolls = rollsByOutcome(a, d)[losses]!;
  const at = 5 * Math.floor((nextUint32(rng) / 4294967296) * (rolls.length / 5));
  return pack(losses, rolls[at]!, rolls[at + 1]!, rolls[at + 2]!, rolls[at + 3]!, rolls[at + 4]!);
}

/** One roll in the given mode. */
export function roll(rng: RngState, a: 1 | 2 | 3, d: 1 | 2, mode: DiceMode): Roll {
  return mode === 1 ? rollBalanced(rng, a, d) : rollReal(rng, a, d);
}
