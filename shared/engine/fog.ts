/** What a viewer may see: fog of war over territories, hidden hands, deck, generator and secrets. */
import type { GameMap } from '../maps/types.js';
import { cardTerritory } from './cards.js';
import { EVENT_TYPES, type ReplayEvent } from './events.js';
import { isFriendly } from './queries.js';
import type { GameState, Mission, Player, PlayerId } from './types.js';
import { GAME_STATUSES } from './options.js';

export interface TerritoryView {
  /** null = fogged, 0 = neutral. */
  player_id: number | null;
  troops: number | null;
}

export interface PlayerView extends Omit<Player, 'cards' | 'mission' | 'target'> {
  /** The viewer's own hand; for other players, the number of cards they hold. */
  cards: number[] | number;
  mission: Mission | null;
  target: number | null;
}

export interface GameView extends Omit<GameState, 'territories' | 'players' | 'deck' | 'rng'> {
  territories: TerritoryView[];
  players: PlayerView[];
  /** Cards left in the draw pile. */
  deck: number;
  rng: null;
}

/** Who is looking: a seat, or null for a spectator. */
export type Viewer = { player_id: PlayerId } | null;

/**
 * Territories the viewer sees (index = id - 1): all without fog or after the end; else its own,
 * its team-mates' and their neighbours (a spectator sees none under fog).
 */
export function visibility(s: GameState, map: GameMap, viewer: Viewer): boolean[] {
  const n = s.territories.length;
  if (s.options.fog_of_war !== 1 || s.status === GAME_STATUSES.ended)
    return new Array<boolean>(n).fill(true);
  const seen = new Array<boolean>(n).fill(false);
  if (!viewer) return seen;
  const me = s.players[viewer.player_id - 1];
  for (let i = 0; i < n; i++) {
    const owner = s.territories[i]?.player_id ?? 0;
    const friendly =
      owner === viewer.player_id ||
      (owner !== 0 && !!me && me.team > 0 && s.players[owner - 1]?.team === me.team);
    if (!friendly) continue;
    seen[i] = true;
    for (const adj of map.territories[i]?.adjacencies ?? []) seen[adj - 1] = true;
  }
  return seen;
}

function playerView(s: GameState, p: Player, viewer: Viewer): PlayerView {
  const self = viewer?.player_id === p.player_id || s.status === GAME_STATUSES.ended;
  return {
    ...p,
    cards: self ? p.cards.slice() : p.cards.length,
    mission: self && p.mission ? { ...p.mission, regions: p.mission.regions.slice() } : null,
    target: self ? p.target : null,
  };
}

/** The state as `viewer` may see it (same shape; fogged territories have player_id and troops null). */
export function view(s: GameState, map: GameMap, viewer: Viewer): GameView {
  const seen = visibility(s, map, viewer);
  return {
    ...s,
    options: { ...s.options },
    territories: s.territories.map((t, i) =>
      seen[i] ? { player_id: t.player_id, troops: t.troops } : { player_id: null, troops: null },
    ),
    players: s.players.map((p) => playerView(s, p, viewer)),
    deck: s.deck.length,
    rng: null,
    // Another player's last conquest is shown only where the viewer can see it.
    turns: s.turns.map((t) => ({
      ...t,
      last_conquer:
        t.last_conquer && (seen[t.last_conquer.from - 1] || seen[t.last_conquer.to - 1])
          ? { ...t.last_conquer }
          : null,
    })),
  };
}

/**
 * Replay events as `viewer` may see them, given which territories it sees (from `visibility`, e.g. the
 * union before and after the action): map events out of sight are dropped, others' card codes out of
 * sight become 0 (a wild, which playback ignores).
 */
export function filterEvents(
  events: readonly ReplayEvent[],
  seen: readonly boolean[],
  viewer: Viewer,
): ReplayEvent[] {
  const sees = (t: number): boolean => t > 0 && seen[t - 1] === true;
  const out: ReplayEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case EVENT_TYPES.CARDS: {
        if (viewer?.player_id === e.player_id) {
          out.push(e);
          break;
        }
        const mask = (c: number): number => (sees(cardTerritory(c)) ? c : 0);
        out.push({ ...e, param1: mask(e.param1), param2: mask(e.param2), param3: mask(e.param3) });
        break;
      }
      case EVENT_TYPES.REINFORCE:
      case EVENT_TYPES.DECAY:
        if (sees(e.param1)) out.push(e);
        break;
      case EVENT_TYPES.ATTACK:
      case EVENT_TYPES.CONQUER:
      case EVENT_TYPES.MOVE:
        if (sees(e.param1) || sees(e.param2)) out.push(e);
        break;
      default:
        out.push(e);
    }
  }
  return out;
}

/** True when `owner` is the viewer or a team-mate (a helper for clients colouring fogged maps). */
export function isViewerSide(s: GameState, viewer: Viewer, owner: number): boolean {
  return !!viewer && isFriendly(s, viewer.player_id, owner);
}
