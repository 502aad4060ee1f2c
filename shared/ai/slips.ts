/** Human mistakes: a level's slips, drawn from the decision's own generator. */
import { nextFloat } from '../engine/index.js';
import type { Context } from './context.js';

/** True when this decision slips (never for a level without slips, and no draw is spent then). */
export function slips(c: Context): boolean {
  return c.style.slip > 0 && nextFloat(c.rng) < c.style.slip;
}
