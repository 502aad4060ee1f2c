/**
 * Plan search over conquest chains: from a source, take a neighbour, move in, take the next... The
 * value of a chain is the expected worth of its conquests, each weighed by the exact chance of
 * getting that far (the engine's odds: the whole distribution of troops left after each fight).
 * Bounded in nodes, not time, so a decision is the same on any machine.
 */
import { attackDistribution, type DiceKind } from '../engine/index.js';
import type { Context } from './context.js';
import { conquestValue, fightCost } from './evaluate.js';
import { onwardNeighbours } from './reading.js';

/** A fight's outcome as the search needs it. */
interface Fight {
  win: number;
  /** Expected troops left on the attacking territory after a win. */
  leftOnWin: number;
  expectedAttackerLosses: number;
  expectedDefenderLosses: number;
}

/** The best chain found from one source: its expected worth and first target (0: better not to attack). */
export interface Plan {
  value: number;
  first: number;
  path: number[];
}

/** Armies up to this size are solved exactly. */
const EXACT_UP_TO = 40;

/** Fights solved once per decision (the search meets the same ones on many branches). */
export class FightBook {
  private readonly memo = new Map<number, Fight>();
  constructor(private readonly dice: DiceKind) {}

  /**
   * The outcome of `attackers` against `defenders`, attacking until one side is done: exact for
   * armies up to EXACT_UP_TO, else solved on armies scaled down to that size and scaled back (the
   * cost of the exact answer grows with the product of the armies; the scaled one errs towards
   * caution, since big armies make the dice's luck even out).
   */
  fight(attackers: number, defenders: number): Fight {
    const scale = Math.max(attackers, defenders) / EXACT_UP_TO;
    if (scale <= 1) return this.exact(attackers, defenders);
    const a = Math.max(2, Math.round(attackers / scale));
    const small = this.exact(a, Math.max(1, Math.round(defenders / scale)));
    return {
      win: small.win,
      leftOnWin: (small.leftOnWin * attackers) / a,
      expectedAttackerLosses: (small.expectedAttackerLosses * attackers) / a,
      expectedDefenderLosses: small.expectedDefenderLosses * scale,
    };
  }

  private exact(attackers: number, defenders: number): Fight {
    const key = attackers * 100_003 + defenders;
    const known = this.memo.get(key);
    if (known) return known;
    const { attackersLeftOnWin, defendersLeftOnLoss } = attackDistribution(
      attackers,
      defenders,
      this.dice,
    );
    let win = 0;
    let left = 0;
    let lostOnWin = 0;
    attackersLeftOnWin.forEach((p, k) => {
      win += p;
      left += p * k;
      lostOnWin += p * (attackers - k);
    });
    let defenderLoss = win * defenders;
    defendersLeftOnLoss.forEach((p, k) => (defenderLoss += p * (defenders - k)));
    const fight: Fight = {
      win,
      leftOnWin: win > 0 ? left / win : 0,
      // A lost fight costs everything but the one troop that must stay.
      expectedAttackerLosses: lostOnWin + (1 - win) * (attackers - 1),
      expectedDefenderLosses: defenderLoss,
    };
    this.memo.set(key, fight);
    return fight;
  }
}

/** Mutable search state shared by one decision's searches. */
export interface Budget {
  nodes: number;
}

/**
 * The nodes the next of `branches` branches may spend: an even share of what is left for a level
 * that shares its budget, else all of it (the caller gives back what the branch leaves unused).
 */
export function shareOf(c: Context, budget: Budget, branches: number): number {
  return c.style.sharesNodes ? Math.floor(budget.nodes / branches) : budget.nodes;
}

function expand(
  c: Context,
  book: FightBook,
  budget: Budget,
  targets: readonly number[],
  attackers: number,
  taken: Set<number>,
  depth: number,
): Plan {
  const best: Plan = { value: 0, first: 0, path: [] };
  if (attackers < 2 || depth >= c.style.lookahead) return best;
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i] ?? 0;
    if (taken.has(t) || budget.nodes <= 0) continue;
    // This fight is weighed on the branch's share; the chains after it spend the rest of it.
    const share: Budget = { nodes: Math.max(1, shareOf(c, budget, targets.length - i)) - 1 };
    budget.nodes -= share.nodes + 1;
    const defenders = c.r.troops[t - 1] ?? 1;
    const f = book.fight(attackers, defenders);
    if (f.win < 0.05) {
      budget.nodes += share.nodes;
      continue;
    }
    const owner = c.r.owner[t - 1] ?? 0;
    const gain = f.win * conquestValue(c, t, taken) - fightCost(c, f, owner);
    taken.add(t);
    // After a win all but one troop move on (a guard is the move step's business, not the plan's).
    const onward = expand(
      c,
      book,
      share,
      onwardNeighbours(c.r, t),
      Math.floor(f.leftOnWin) - 1,
      taken,
      depth + 1,
    );
    taken.delete(t);
    budget.nodes += share.nodes;
    const value = gain + f.win * onward.value;
    if (value > best.value) {
      best.value = value;
      best.first = t;
      best.path = [t, ...onward.path];
    }
  }
  return best;
}

/**
 * The best conquest chain starting on one of `targets` (the source's legal targets) with `attackers`
 * troops, within the node budget.
 */
export function bestChain(
  c: Context,
  book: FightBook,
  budget: Budget,
  targets: readonly number[],
  attackers: number,
): Plan {
  return expand(c, book, budget, targets, attackers, new Set(), 0);
}
