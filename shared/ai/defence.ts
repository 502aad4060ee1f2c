/**
 * What a friendly territory needs to be held: how much it matters (a held region, a capital, a hill,
 * a mission's region) and how many troops short it is of the enemy next door.
 */
import type { Context } from './context.js';

/** Worth of keeping territory `t`, in troops: its goals, the region it keeps whole, a little for the land. */
export function holdWeight(c: Context, t: number): number {
  const { r } = c;
  const region = r.regions[(r.map.territories[t - 1]?.region ?? 0) - 1];
  let weight = 0.2 + (c.goals.hold[t - 1] ?? 0);
  if (region && r.mine[t - 1]) {
    const size = region.territories.length;
    if (region.mine === size) weight += region.bonus;
    else if (region.mine === size - 1) weight += region.bonus / 2;
  }
  return weight;
}

/** Troops `t` is short of the adjacent enemy troops (0 when it is safe). */
export function shortfall(c: Context, t: number): number {
  return Math.max(0, (c.r.threat[t - 1] ?? 0) - (c.r.troops[t - 1] ?? 0) + 1);
}

/** The friendly territory most worth reinforcing (own; team-mates' too when the level cooperates), or null. */
export function neediest(
  c: Context,
  candidates: readonly number[],
): { t: number; need: number; weight: number } | null {
  let best: { t: number; need: number; weight: number } | null = null;
  for (const t of candidates) {
    if (!c.r.mine[t - 1] && !c.style.cooperates) continue;
    const need = shortfall(c, t);
    const weight = holdWeight(c, t) * (c.r.mine[t - 1] ? 1 : 0.5);
    if (need === 0 || weight < 1) continue;
    if (!best || need * weight > best.need * best.weight) best = { t, need, weight };
  }
  return best;
}
