/**
 * Step 3: which fight to start next, or none. Every source's best conquest chain is weighed with the
 * exact odds (search.ts); the first fight of the best chain is started if it is worth its cost and
 * its chance clears the level's bar. Careful levels roll a few dice at a time and read the odds
 * again, so they stop when the odds turn.
 */
import { MAX_ATTACKS_PER_CALL } from '../constants.js';
import { attackSources, attackTargets, randInt, type Action } from '../engine/index.js';
import type { Context } from './context.js';
import { bestChain, FightBook, shareOf, type Budget } from './search.js';
import { slips } from './slips.js';

/** A fight worth starting: source, target, its chain's worth and the first fight's chance. */
export interface AttackChoice {
  from: number;
  to: number;
  value: number;
  win: number;
}

/** A chain must be worth at least this many troops to start it. */
const WORTH_STARTING = 0.5;
/** Rolls per call while the outcome is open; past this chance the fight runs to its end. */
const ROLLS_PER_LOOK = 3;
const SURE_ENOUGH = 0.95;

/** The best fight to start now, or null. */
export function bestAttack(c: Context, book: FightBook, budget: Budget): AttackChoice | null {
  const { view, map, me, troops } = c.r;
  const sources = attackSources(view, map, me).sort(
    (a, b) => (troops[b - 1] ?? 0) - (troops[a - 1] ?? 0) || a - b,
  );
  let best: AttackChoice | null = null;
  for (let i = 0; i < sources.length; i++) {
    const from = sources[i] ?? 0;
    const attackers = troops[from - 1] ?? 0;
    const share: Budget = { nodes: shareOf(c, budget, sources.length - i) };
    budget.nodes -= share.nodes;
    const plan = bestChain(c, book, share, attackTargets(view, map, me, from), attackers);
    budget.nodes += share.nodes;
    if (plan.first === 0 || plan.value < WORTH_STARTING) continue;
    const win = book.fight(attackers, troops[plan.first - 1] ?? 1).win;
    if (win < c.style.minWinChance) continue;
    if (!best || plan.value > best.value) best = { from, to: plan.first, value: plan.value, win };
  }
  return best;
}

/** A human slip: any fight with more troops than the defender, whatever the odds say. */
function rashAttack(c: Context): AttackChoice | null {
  const { view, map, me, troops } = c.r;
  const pairs: AttackChoice[] = [];
  for (const from of attackSources(view, map, me))
    for (const to of attackTargets(view, map, me, from))
      if ((troops[from - 1] ?? 0) > (troops[to - 1] ?? 0))
        pairs.push({ from, to, value: 0, win: 0 });
  return pairs[randInt(c.rng, pairs.length)] ?? null;
}

/** The attack action to make now, or null to stop attacking. */
export function chooseAttack(c: Context): Action | null {
  const book = new FightBook(c.r.view.options.dice);
  const choice = slips(c) ? rashAttack(c) : bestAttack(c, book, { nodes: c.style.searchNodes });
  if (!choice) return null;
  const careful = c.style.stopsWhenOddsTurn && choice.win < SURE_ENOUGH;
  return {
    type: 'attack',
    player_id: c.r.me,
    territory_from: choice.from,
    territory_to: choice.to,
    num_attacks: careful ? ROLLS_PER_LOOK : MAX_ATTACKS_PER_CALL,
  };
}
