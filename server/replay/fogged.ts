/**
 * A running fog-of-war game's replay as one viewer could see it then. The server plays every
 * stored event back (it alone may see them all, ./playedActions.ts) and, per action, asks the
 * engine which events the viewer could see (`eventsSeenBy`, the rule every log line follows) and
 * which territories it saw before and after it (`actionSight`). Only those events and the
 * territories in sight at each moment leave this module.
 */
import { actionSight, eventsSeenBy, visibility, type Viewer } from '../../shared/engine';
import type { PlaybackTerritory } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { FoggedReplay, SeenTerritory, ViewChange } from '../../shared/protocol/replay';
import { eventOnly, playActions, type PlaybackInput } from './playedActions';
import type { ReplayEvent } from '../../shared/engine';

export interface FoggedInput extends PlaybackInput<ReplayEvent & { version: number }> {
  map: GameMap;
  viewer: Viewer;
}

type FoggedPart = Pick<FoggedReplay, 'initial' | 'events' | 'views' | 'blocked'>;

function mask(
  territories: readonly PlaybackTerritory[],
  seen: readonly boolean[],
): SeenTerritory[] {
  return territories.map((t, i) =>
    seen[i] ? { player_id: t.player_id, troops: t.troops } : { player_id: null, troops: null },
  );
}

function changes(before: readonly SeenTerritory[], after: readonly SeenTerritory[]): ViewChange[] {
  const out: ViewChange[] = [];
  after.forEach((t, i) => {
    const b = before[i];
    if (b?.player_id !== t.player_id || b?.troops !== t.troops) {
      out.push([i + 1, t.player_id, t.troops]);
    }
  });
  return out;
}

/** The viewer's replay of a running game under fog (see the module comment). */
export function foggedReplay(input: FoggedInput): FoggedPart {
  const { map, viewer } = input;
  const initial = mask(
    input.start.territories,
    visibility({ ...input.state, territories: input.start.territories }, map, viewer),
  );
  const out: FoggedPart = {
    initial: { territories: initial, round: input.start.round },
    events: [],
    views: [],
    blocked: null,
  };
  let shown = initial;
  out.blocked = playActions(input, ({ before, after, events, steps }) => {
    const seen = actionSight(before, after, map, viewer);
    const settled = visibility(after, map, viewer);
    const indexed = events.map((e, i) => ({ ...eventOnly(e), i }));
    const kept = eventsSeenBy(before, after, map, viewer, indexed);
    kept.forEach(({ i, ...event }, k) => {
      // Within the action the viewer sees what it saw before or after; then what it sees after.
      const last = k === kept.length - 1;
      const view = last ? mask(after.territories, settled) : mask(steps[i] ?? [], seen);
      out.events.push(event);
      out.views.push(changes(shown, view));
      shown = view;
    });
  });
  return out;
}
