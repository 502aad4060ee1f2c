/**
 * Step 2: where the reinforcements go: massed (or, for the hesitant, half at a time) on the territory
 * from which the best conquest chain starts; with nothing worth attacking, on the most outnumbered
 * border. (Shoring up held borders first was measured to lose more games than it saved: the
 * troops do more good attacking, and fortification brings idle ones to the borders.)
 */
import { placementTerritories, randInt, type Action } from '../engine/index.js';
import type { Context } from './context.js';
import { hostileNeighbours } from './reading.js';
import { bestChain, FightBook } from './search.js';
import { slips } from './slips.js';

/** The best territory to attack from with `pool` more troops, and its chain's worth. */
export function bestStaging(c: Context, candidates: readonly number[], pool: number) {
  const { r } = c;
  const book = new FightBook(r.view.options.dice);
  const stagings = candidates.filter((t) => r.mine[t - 1]);
  const nodes = Math.max(20, Math.floor(c.style.searchNodes / Math.max(1, stagings.length)));
  let best = { t: 0, value: 0 };
  for (const t of stagings) {
    const targets = hostileNeighbours(r, t).filter(
      (x) => (r.view.territories[x - 1]?.troops ?? 1) > 0,
    );
    const plan = bestChain(c, book, { nodes }, targets, (r.troops[t - 1] ?? 0) + pool);
    if (plan.value > best.value) best = { t, value: plan.value };
  }
  return best;
}

/** With nothing worth attacking: the frontier territory the enemy outnumbers most. */
function mostThreatened(c: Context, candidates: readonly number[]): number {
  const { r } = c;
  let best = candidates[0] ?? 0;
  let worst = -Infinity;
  for (const t of candidates) {
    if (!r.frontier[t - 1] || !r.mine[t - 1]) continue;
    const gap = (r.threat[t - 1] ?? 0) - (r.troops[t - 1] ?? 0);
    if (gap > worst) {
      worst = gap;
      best = t;
    }
  }
  return best;
}

function place(c: Context, territory: number, troops: number): Action {
  return { type: 'place-troops', player_id: c.r.me, territory, num_troops: troops };
}

/** The place-troops action for a pool of `pool` troops (pool > 0). */
export function choosePlacement(c: Context, pool: number): Action {
  const candidates = placementTerritories(c.r.view, c.r.me);
  if (slips(c)) {
    const t = candidates[randInt(c.rng, candidates.length)] ?? 0;
    return place(c, t, 1 + randInt(c.rng, pool));
  }
  const attack = bestStaging(c, candidates, pool);
  const t = attack.value > 0 ? attack.t : mostThreatened(c, candidates);
  // Without a level's discipline, troops get spread: half now, the rest wherever looks best next.
  const troops = c.style.masses ? pool : Math.ceil(pool / 2);
  return place(c, t, troops);
}
