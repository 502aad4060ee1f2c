/**
 * A running fog-of-war game's replay as one viewer could see it then. The server plays every
 * stored event back (it alone may see them all) and, per action, asks the engine what the viewer
 * saw before and after it (`visibility`) and which events it could see (`filterEvents`): the
 * same rule the live room applies when it sends an action's events. Only those events and the
 * territories in sight at each moment leave this module.
 */
import type { ReplayEvent } from '../../shared/engine';
import { filterEvents, visibility, type Viewer } from '../../shared/engine';
import type { CardMode } from '../../shared/engine';
import { createPlayback, type PlaybackState, type PlaybackTerritory } from '../../shared/engine';
import type { GameState, Territory } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { FoggedReplay, SeenTerritory, ViewChange } from '../../shared/protocol/replay';

export interface FoggedInput {
  /** The post-deal playback state the game's replay starts from. */
  start: PlaybackState;
  /** Every stored event with the version of the action that emitted it, in order. */
  events: readonly (ReplayEvent & { version: number })[];
  /** The game now (its options, teams and status; territories are replayed). */
  state: GameState;
  map: GameMap;
  cardMode: CardMode;
  viewer: Viewer;
}

type FoggedPart = Pick<FoggedReplay, 'initial' | 'events' | 'views' | 'blocked'>;

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
  const { seen: _seen, ...part } = foggedWalk(input);
  return part;
}

/**
 * The stored events the viewer saw when they happened, each as it saw it (load-full-log's lines
 * under fog): `index` is the event's place in `input.events`.
 */
export function eventsSeenThen(input: FoggedInput): { index: number; event: ReplayEvent }[] {
  return foggedWalk(input).seen;
}

function foggedWalk(input: FoggedInput): FoggedPart & {
  seen: { index: number; event: ReplayEvent }[];
} {
  const { map, viewer } = input;
  const created = createPlayback(input.start, input.events.map(eventOnly), input.cardMode);
  if (!created.ok) throw new Error(`stored replay start is unusable: ${created.error}`);
  const playback = created.playback;
  // Visibility reads owners, teams, options and status: the game as it is, with the replayed map.
  const seenNow = (): boolean[] => {
    const territories: Territory[] = playback.state.territories;
    return visibility({ ...input.state, status: 2, territories }, map, viewer);
  };
  const initial = mask(input.start.territories, seenNow());
  const out: ReturnType<typeof foggedWalk> = {
    initial: { territories: initial, round: input.start.round },
    events: [],
    views: [],
    blocked: null,
    seen: [],
  };
  let first = 0;
  let shown = initial;
  for (const action of byAction(input.events)) {
    const before = seenNow();
    const after: PlaybackTerritory[][] = [];
    for (const _event of action) {
      const step = playback.forward();
      if (!step.ok) {
        out.blocked = step.error.message;
        return out;
      }
      after.push(playback.state.territories);
    }
    const settled = seenNow();
    const seen = settled.map((value, i) => value || before[i] === true);
    const kept = action.flatMap((event, i) =>
      filterEvents([eventOnly(event)], seen, viewer).map((e) => ({ e, i })),
    );
    kept.forEach(({ e, i }, k) => {
      // Within the action the viewer sees what it saw before or after; then what it sees after.
      const last = k === kept.length - 1;
      const view = last ? mask(playback.state.territories, settled) : mask(after[i] ?? [], seen);
      out.events.push(e);
      out.views.push(changes(shown, view));
      out.seen.push({ index: first + i, event: e });
      shown = view;
    });
    first += action.length;
  }
  return out;
}
