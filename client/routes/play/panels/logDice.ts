/** Who defended an attack the log shows, for its dice in the players' colours. */
import { EVENT_TYPES } from '../../../../shared/engine';
import type { LogEntry } from '../../../state/game/store';

/**
 * The player who held the territory attacked by the ATTACK at `index` of `log`, or null when the
 * viewer cannot know (fog, or the territory is the attacker's own by now). Territories change
 * hands only by conquest: the next conquest of it names the owner it took it from (its param4),
 * and without one the owner is still `holderNow`'s.
 */
export function attackDefender(
  log: readonly LogEntry[],
  index: number,
  holderNow: (territory: number) => number | null,
): number | null {
  const attack = log[index];
  if (attack?.type !== EVENT_TYPES.ATTACK) return null;
  const territory = attack.param2;
  const conquest = log
    .slice(index + 1)
    .find((e) => e.type === EVENT_TYPES.CONQUER && e.param2 === territory);
  const defender = conquest ? conquest.param4 : holderNow(territory);
  return defender === null || defender === attack.player_id ? null : defender;
}
