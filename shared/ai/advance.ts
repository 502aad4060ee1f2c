/**
 * Step 4: how many troops follow a conquest. Troops go where the enemy is: the fewest when the new
 * territory is surrounded by friends and the source still faces enemies, else all of them (a guard
 * left behind was measured to cost more conquests than it saved territories).
 */
import { troopBounds, type Action } from '../engine/index.js';
import type { Context } from './context.js';
import { hostileNeighbours } from './reading.js';
import { slips } from './slips.js';

/** The move-troops action completing the pending conquest of `turn`. */
export function chooseAdvance(
  c: Context,
  turn: { last_conquer: { from: number; to: number } | null },
): Action {
  const lc = turn.last_conquer ?? { from: 0, to: 0 };
  const { min, max } = troopBounds(c.r.view, c.r.me);
  const move = (n: number): Action => ({
    type: 'move-troops',
    player_id: c.r.me,
    num_troops: Math.max(min, Math.min(max, n)),
    expected_terr_from: lc.from,
    expected_terr_to: lc.to,
  });
  if (slips(c)) return move(min);
  const forwardOpen = hostileNeighbours(c.r, lc.to).length > 0;
  const behindOpen = hostileNeighbours(c.r, lc.from).length > 0;
  return move(!forwardOpen && behindOpen ? min : max);
}
