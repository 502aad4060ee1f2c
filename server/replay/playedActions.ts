/**
 * A game's stored events played back action by action from its post-deal start, giving each
 * action the game before and after it. The server alone may see every event: the replay and the
 * log under fog use this walk to ask the engine what a viewer saw at each moment.
 */
import { createPlayback, type PlaybackState, type PlaybackTerritory } from '../../shared/engine';
import type { CardMode, GameState, ReplayEvent } from '../../shared/engine';

export interface PlaybackInput<E extends ReplayEvent & { version: number }> {
  /** The post-deal playback state the game's replay starts from. */
  start: PlaybackState;
  /** Every stored event with the version of the action that emitted it, in order. */
  events: readonly E[];
  /** The game now (its options, teams and status; territories are replayed). */
  state: GameState;
  cardMode: CardMode;
}

export interface PlayedAction<E> {
  /** The game before and after the action: the game now with the territories of that moment. */
  before: GameState;
  after: GameState;
  events: readonly E[];
  /** The territories after each of the action's events. */
  steps: readonly PlaybackTerritory[][];
  /** The place of the action's first event in the input's events. */
  first: number;
}

/** The events of one action each (consecutive events sharing a version). */
function byAction<T extends { version: number }>(events: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const e of events) {
    const last = groups[groups.length - 1];
    if (last && last[0]?.version === e.version) last.push(e);
    else groups.push([e]);
  }
  return groups;
}

/** The event alone (under fog, its version would tell how many unseen actions came between). */
export const eventOnly = ({
  type,
  player_id,
  param1,
  param2,
  param3,
  param4,
}: ReplayEvent): ReplayEvent => ({
  type,
  player_id,
  param1,
  param2,
  param3,
  param4,
});

/**
 * Visits every action in order; returns why playback stopped early (a stored event the start
 * cannot take), or null when every action was visited.
 */
export function playActions<E extends ReplayEvent & { version: number }>(
  input: PlaybackInput<E>,
  visit: (action: PlayedAction<E>) => void,
): string | null {
  const created = createPlayback(input.start, input.events.map(eventOnly), input.cardMode);
  if (!created.ok) throw new Error(`stored replay start is unusable: ${created.error}`);
  const playback = created.playback;
  const stateWith = (territories: PlaybackTerritory[]): GameState => ({
    ...input.state,
    territories,
  });
  let before = stateWith(input.start.territories);
  let first = 0;
  for (const events of byAction(input.events)) {
    const steps: PlaybackTerritory[][] = [];
    for (const _event of events) {
      const step = playback.forward();
      if (!step.ok) return step.error.message;
      steps.push(playback.state.territories);
    }
    const after = stateWith(steps[steps.length - 1] ?? before.territories);
    visit({ before, after, events, steps, first });
    before = after;
    first += events.length;
  }
  return null;
}
