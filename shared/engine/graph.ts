/** Graph questions on the map, restricted to territories a player may move through. */
import type { GameMap } from '../maps/types.js';
import { isFriendly } from './queries.js';
import type { Board, PlayerId } from './types.js';

/** True when `a` and `b` are adjacent on the map. */
export function adjacent(map: GameMap, a: number, b: number): boolean {
  return map.territories[a - 1]?.adjacencies.includes(b) ?? false;
}

/** Territories reachable from `from` through territories friendly to `id` (own and team-mates'), excluding `from`. */
export function friendlyReach(s: Board, map: GameMap, id: PlayerId, from: number): Set<number> {
  const seen = new Set<number>([from]);
  const stack = [from];
  while (stack.length > 0) {
    const cur = stack.pop() as number;
    for (const next of map.territories[cur - 1]?.adjacencies ?? []) {
      if (seen.has(next) || !isFriendly(s, id, s.territories[next - 1]?.player_id ?? -1)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  seen.delete(from);
  return seen;
}
