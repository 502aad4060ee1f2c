/** The coach's suggestion drawn on the map, over what the player is doing (which always wins). */
import type { CoachAdvice } from '../../../shared/ai/coach';
import type { PlayOverlay } from './viewModel';

/**
 * `overlay` with the advice marked: a move or an attack as the map's arrow, a placement as its
 * ring; the player's own pick in progress keeps the arrow, and a log line's ring stays its own.
 */
export function withCoach(overlay: PlayOverlay, advice: CoachAdvice | null): PlayOverlay {
  const mark = advice?.mark;
  if (!advice || !mark) return overlay;
  if ('territory' in mark)
    return overlay.highlighted === null ? { ...overlay, highlighted: mark.territory } : overlay;
  if (overlay.arrow) return overlay;
  const kind = advice.action.type === 'attack' ? ('attack' as const) : ('move' as const);
  return { ...overlay, arrow: { from: mark.from, to: mark.to, kind } };
}
