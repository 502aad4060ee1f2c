/**
 * Step 5: bring troops to where they are needed. Troops idle on territories with no enemy next door
 * go to the reachable border that is most outnumbered (or, for the careful, most worth holding);
 * careful levels also shift a border's surplus to a neighbour that lacks it.
 */
import { fortifySources, fortifyTargetsFrom, type Action } from '../engine/index.js';
import type { Context } from './context.js';
import { holdWeight, shortfall } from './defence.js';

/** How much moving troops to `t` helps: borders first, the outnumbered and the valuable most. */
function destinationScore(c: Context, t: number): number {
  if (!c.r.frontier[t - 1]) return 0;
  const weight = c.style.fortifiesHoldings ? holdWeight(c, t) : 1;
  return 1 + (shortfall(c, t) + (c.r.threat[t - 1] ?? 0) / 4) * weight;
}

/** Moves idle interior troops to the best reachable border. */
function fromInterior(c: Context, sources: readonly number[]): Action | null {
  const { r } = c;
  let best: { from: number; to: number; troops: number; score: number } | null = null;
  for (const from of sources) {
    if (r.frontier[from - 1]) continue;
    const troops = (r.troops[from - 1] ?? 1) - 1;
    for (const to of fortifyTargetsFrom(r.view, r.map, r.me, from)) {
      const score = destinationScore(c, to) * troops;
      if (score > 0 && (!best || score > best.score)) best = { from, to, troops, score };
    }
  }
  return (
    best && {
      type: 'fortify',
      player_id: r.me,
      territory_from: best.from,
      territory_to: best.to,
      num_troops: best.troops,
    }
  );
}

/** Shifts a border's surplus (beyond its own threat) to a reachable border short of troops. */
function betweenBorders(c: Context, sources: readonly number[]): Action | null {
  const { r } = c;
  for (const from of sources) {
    const surplus = (r.troops[from - 1] ?? 1) - 1 - (r.threat[from - 1] ?? 0);
    if (!r.frontier[from - 1] || surplus <= 0 || holdWeight(c, from) >= 1) continue;
    for (const to of fortifyTargetsFrom(r.view, r.map, r.me, from)) {
      const need = shortfall(c, to);
      if (need > 0 && holdWeight(c, to) >= 1)
        return {
          type: 'fortify',
          player_id: r.me,
          territory_from: from,
          territory_to: to,
          num_troops: Math.min(surplus, need),
        };
    }
  }
  return null;
}

/** The fortify action to make now, or null when there is nothing worth moving. */
export function chooseFortify(c: Context): Action | null {
  const sources = fortifySources(c.r.view, c.r.map, c.r.me);
  if (sources.length === 0) return null;
  return (
    fromInterior(c, sources) ?? (c.style.fortifiesHoldings ? betweenBorders(c, sources) : null)
  );
}
