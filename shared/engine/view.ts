/**
 * The projection: what one viewer may see of a game. Every view the site shows (update-state
 * JSON, the room's schema and the per-client views on it, the log, the replay of a running game,
 * a computer player's inputs) is derived from these functions; nothing else decides fog.
 */
import type { GameMap } from '../maps/types.js';
import { cardTerritory, cardDeck, setValue } from './cards.js';
import { EVENT_TYPES, type ReplayEvent } from './events.js';
import { GAME_STATUSES, type GameOptions, type GameStatus } from './options.js';
import { isFriendly, playerIdOfUser } from './queries.js';
import type { GameState, Mission, Player, PlayerId, Turn } from './types.js';

/**
 * Who is looking: a seat, null for a spectator, or 'all' for the room's mirror, which holds every
 * value any viewer may see (every territory and count, the dice; no seat's hand).
 */
export type Viewer = { player_id: PlayerId } | null | 'all';

/** A territory as the viewer sees it: owner (0 neutral) and troops, both null under fog. */
export interface TerritoryView {
  player_id: PlayerId | null;
  troops: number | null;
}

/**
 * The fields of a seat every viewer sees as the engine holds them. A field added to `Player` stays
 * out of every view until it is listed here (and reaches the room's clients by its line in
 * shared/protocol/playerFields.ts).
 */
const SHOWN_PLAYER_FIELDS = [
  'player_id',
  'user_id',
  'color',
  'team',
  'alive',
  'resigned',
  'neutral',
  'add_time_left',
  'absent_until',
  'autokick_at',
  'kills',
  'capital',
  'computer',
  'coached',
] as const satisfies readonly (keyof Player)[];

type ShownPlayerFields = Pick<Player, (typeof SHOWN_PLAYER_FIELDS)[number]>;

/** A player as the viewer sees it: counts that fog hides are null. */
export interface PlayerView extends ShownPlayerFields {
  username: string;
  /** Cards held (only the viewer sees its own, in `GameView.hand`). */
  cards: number;
  territories: number | null;
  troops: number | null;
  /** Troops still to place this turn. */
  reinforcements: number | null;
}

/** A turn in progress; its last conquest is null where the viewer could not see it. */
export type TurnView = Omit<Turn, 'last_defender'>;

/** A card of the viewer's hand. */
export interface CardView {
  code: number;
  territory_id: number;
  deck_no: number;
  /** 0 wild, 1-3 colours. */
  color: number;
}

/** The game as one viewer sees it: the play screen's model and the source of every wire format. */
export interface GameView {
  version: number;
  status: GameStatus;
  options: GameOptions;
  round: number;
  /** The viewer's seat; 0 for a spectator. */
  viewer: PlayerId;
  /** Index i is territory i + 1. */
  territories: TerritoryView[];
  players: PlayerView[];
  turns: TurnView[];
  /** The viewer's cards. */
  hand: CardView[];
  /** The viewer's own secret: its assassination target and its mission. */
  secret: { target: number; mission: Mission | null } | null;
  /** Cards left in the draw pile. */
  deck: number;
  sets_turned_in: number;
  /** Troops the next set is worth (spec: cardBonus). */
  card_bonus: number;
  domination_target: number;
  hills: number[];
  winner: PlayerId;
  winning_team: number;
  /** The last roll, or null where fog hides it from the viewer. */
  dice: { attacker: number[]; defender: number[] } | null;
  /** ms epoch when the game was paused (its clocks stand still), 0 while it runs. */
  paused_at: number;
}

/** True while fog of war hides anything (a running fog game; everything shows once it ends). */
export function isFogged(s: GameState): boolean {
  return s.options.fog_of_war === 1 && s.status !== GAME_STATUSES.ended;
}

/** The viewer's seat number (0 for a spectator). */
export const seatOf = (viewer: Viewer): PlayerId =>
  viewer === null || viewer === 'all' ? 0 : viewer.player_id;

/** The viewer a user is: its seat (pre-game and running), or a spectator (also a guest, user 0). */
export function viewerOfUser(s: GameState, userId: number): Viewer {
  const playerId = userId > 0 ? playerIdOfUser(s, userId) : undefined;
  return playerId ? { player_id: playerId } : null;
}

/** True when the viewer is on `player`'s side (its own seat or a team-mate's). */
function onSideOf(s: GameState, viewer: Viewer, player: PlayerId): boolean {
  return viewer === 'all' || (viewer !== null && isFriendly(s, viewer.player_id, player));
}

/**
 * Territories the viewer sees (index = id - 1): all without fog; else its own, its team-mates' and
 * their neighbours (a spectator sees none under fog).
 */
export function visibility(s: GameState, map: GameMap, viewer: Viewer): boolean[] {
  const n = s.territories.length;
  if (!isFogged(s) || viewer === 'all') return new Array<boolean>(n).fill(true);
  const seen = new Array<boolean>(n).fill(false);
  if (!viewer) return seen;
  for (let i = 0; i < n; i++) {
    const owner = s.territories[i]?.player_id ?? 0;
    if (owner === 0 || !onSideOf(s, viewer, owner)) continue;
    seen[i] = true;
    for (const adj of map.territories[i]?.adjacencies ?? []) seen[adj - 1] = true;
  }
  return seen;
}

/** True when fog hides `player`'s counts from the viewer (a side not its own). */
function hidesCounts(s: GameState, viewer: Viewer, player: PlayerId): boolean {
  return isFogged(s) && !onSideOf(s, viewer, player);
}

/**
 * Which of the state's hideable values the viewer sees: the projection's every decision, which
 * `view` applies to the values and the room applies to its schema (server/rooms/views.ts).
 */
export interface Sight {
  /** Each territory's owner and troops (index = id - 1). */
  territories: boolean[];
  /** Each seat's territory, troop and reinforcement counts (index = player_id - 1). */
  counts: boolean[];
  /** Each turn's last conquest (where the viewer sees one of its ends). */
  conquests: boolean[];
  /** The last roll. */
  dice: boolean;
  /** The seat whose hand and secret the viewer sees (its own), 0 for none. */
  seat: PlayerId;
}

/** What `viewer` may see of `s`. */
export function sightOf(s: GameState, map: GameMap, viewer: Viewer): Sight {
  const seen = visibility(s, map, viewer);
  const seat = seatOf(viewer);
  return {
    territories: seen,
    counts: s.players.map((p) => !hidesCounts(s, viewer, p.player_id)),
    conquests: s.turns.map(({ last_conquer: c }) =>
      c === null ? false : seen[c.from - 1] === true || seen[c.to - 1] === true,
    ),
    dice: !isFogged(s) || onSideOf(s, viewer, s.last_attacker),
    seat: seat > 0 && s.players[seat - 1] ? seat : 0,
  };
}

function playerView(
  s: GameState,
  p: Player,
  hidden: boolean,
  owned: ReadonlyMap<PlayerId, { territories: number; troops: number }>,
  username: string,
): PlayerView {
  const counts = owned.get(p.player_id) ?? { territories: 0, troops: 0 };
  // The engine settles an elimination (cards, targets, the log line) with the move that follows
  // the conquest; players see the defeat from the conquest that took the last territory.
  const defeated = s.status === GAME_STATUSES.running && counts.territories === 0;
  const shown = {} as Record<keyof ShownPlayerFields, unknown>;
  for (const key of SHOWN_PLAYER_FIELDS) shown[key] = p[key];
  return {
    ...(shown as ShownPlayerFields),
    username,
    alive: p.alive && !defeated,
    cards: p.cards.length,
    territories: hidden ? null : counts.territories,
    troops: hidden ? null : counts.troops,
    reinforcements: hidden ? null : p.reinforcements,
  };
}

/** Territories and troops per player. */
function ownedCounts(s: GameState): Map<PlayerId, { territories: number; troops: number }> {
  const owned = new Map<PlayerId, { territories: number; troops: number }>();
  for (const t of s.territories) {
    const entry = owned.get(t.player_id) ?? { territories: 0, troops: 0 };
    entry.territories++;
    entry.troops += t.troops;
    owned.set(t.player_id, entry);
  }
  return owned;
}

/** A card as its holder sees it. */
export function cardView(s: GameState, code: number): CardView {
  return {
    code,
    territory_id: cardTerritory(code),
    deck_no: cardDeck(code),
    color: s.card_colors[code] ?? 0,
  };
}

/** A seat's own cards. */
export function handOf(s: GameState, id: PlayerId): CardView[] {
  return (s.players[id - 1]?.cards ?? []).map((code) => cardView(s, code));
}

/** A seat's own secret: its assassination target and its mission. */
export function secretOf(s: GameState, id: PlayerId): NonNullable<GameView['secret']> {
  const p = s.players[id - 1];
  return {
    target: p?.target ?? 0,
    mission: p?.mission ? { ...p.mission, regions: p.mission.regions.slice() } : null,
  };
}

/**
 * The state as `viewer` may see it. `usernames` names the seats (the engine knows users by id
 * only); a missing name reads '#id'.
 */
export function view(
  s: GameState,
  map: GameMap,
  viewer: Viewer,
  usernames: ReadonlyMap<number, string> = new Map(),
): GameView {
  const sight = sightOf(s, map, viewer);
  const owned = ownedCounts(s);
  return {
    version: s.version,
    status: s.status,
    options: { ...s.options },
    round: s.round,
    viewer: seatOf(viewer),
    territories: s.territories.map((t, i) =>
      sight.territories[i]
        ? { player_id: t.player_id, troops: t.troops }
        : { player_id: null, troops: null },
    ),
    players: s.players.map((p, i) =>
      playerView(s, p, !sight.counts[i], owned, usernames.get(p.user_id) ?? `#${p.user_id}`),
    ),
    turns: s.turns.map(({ last_defender: _hidden, ...turn }, i) => ({
      ...turn,
      last_conquer: turn.last_conquer && sight.conquests[i] ? { ...turn.last_conquer } : null,
    })),
    hand: sight.seat > 0 ? handOf(s, sight.seat) : [],
    secret: sight.seat > 0 ? secretOf(s, sight.seat) : null,
    deck: s.deck.length,
    sets_turned_in: s.sets_turned_in,
    card_bonus: setValue(s.options.cards, s.sets_turned_in, s.options.cards_cap, []),
    domination_target: s.domination_target,
    hills: s.hills.slice(),
    winner: s.winner,
    winning_team: s.winning_team,
    dice: sight.dice
      ? { attacker: s.attacker_rolls.slice(), defender: s.defender_rolls.slice() }
      : null,
    paused_at: s.paused_at,
  };
}

/**
 * Replay events as `viewer` may see them, given which territories it sees (from `visibility`, e.g. the
 * union before and after the action): map events out of sight are dropped, others' card codes out of
 * sight become 0 (a wild, which playback ignores).
 */
export function filterEvents<E extends ReplayEvent>(
  events: readonly E[],
  seen: readonly boolean[],
  viewer: Viewer,
): E[] {
  const sees = (t: number): boolean => t > 0 && seen[t - 1] === true;
  const out: E[] = [];
  for (const e of events) {
    switch (e.type) {
      case EVENT_TYPES.CARDS: {
        if (seatOf(viewer) === e.player_id && e.player_id > 0) {
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

/**
 * The territories the viewer saw during an action: those it saw before or after it. This is the
 * sight a log line is written under, for every path that shows one (the room's events,
 * update-state's tail, load-full-log, the replay).
 */
export function actionSight(
  before: GameState,
  after: GameState,
  map: GameMap,
  viewer: Viewer,
): boolean[] {
  const was = visibility(before, map, viewer);
  return visibility(after, map, viewer).map((now, i) => now || was[i] === true);
}

/**
 * The events of one action as the viewer may see them: what it could see at the moment of the
 * line, before or after the action. The one rule for log lines; without fog on either side that
 * is all of them, and `events` itself is the answer.
 */
export function eventsSeenBy<E extends ReplayEvent>(
  before: GameState,
  after: GameState,
  map: GameMap,
  viewer: Viewer,
  events: readonly E[],
): readonly E[] {
  if (!isFogged(before) && !isFogged(after)) return events;
  return filterEvents(events, actionSight(before, after, map, viewer), viewer);
}
