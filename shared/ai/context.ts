/** Everything one decision reads: the seat's reading of its view, its goals, its level's style and its dice. */
import {
  CARD_MODES,
  isFriendly,
  seedRng,
  type GameView,
  type PlayerId,
  type RngState,
} from '../engine/index.js';
import type { GameMap } from '../maps/types.js';
import { goalsOf, type Goals } from './goals.js';
import { STYLES, type AiLevel, type Style } from './levels.js';
import { read, type Reading } from './reading.js';

export interface Context {
  r: Reading;
  goals: Goals;
  style: Style;
  /** The decision's own generator (slips, ties): from the caller's seed and the view's version. */
  rng: RngState;
  /** The seat's turn has taken a territory already (the card is earned). */
  conquered: boolean;
  /** Troops a card is worth to this seat, about a third of the next set. */
  cardWorth: number;
  /** What one enemy troop killed is worth against one of ours: 1 against a lone enemy, less among many. */
  tradeWeight: number;
}

/** Living sides other than the seat's own (players, or teams in team games). */
function enemySides(view: GameView, me: PlayerId): number {
  const sides = new Set<number>();
  for (const p of view.players)
    if (p.alive && !isFriendly(view, me, p.player_id))
      sides.add(p.team > 0 ? -p.team : p.player_id);
  return sides.size;
}

/** Troops the next set is worth when the view cannot say (fixed colours, nuclear strikes). */
const TYPICAL_SET = 8;

/** Rounds after which a game is dragging on, and how many more until every side trades troops evenly. */
const PATIENCE_ROUNDS = 30;
const BOLDER_OVER_ROUNDS = 60;

/**
 * What a long game adds to the worth of an enemy troop killed: trading troops is what breaks a
 * stalemate of walls, so sides grow bolder as it drags on (and games of computers alone end).
 */
function boldness(round: number): number {
  return Math.max(0, round - PATIENCE_ROUNDS) / BOLDER_OVER_ROUNDS;
}

/** Builds the context of one decision for seat `me` (with the territory counts it followed, if any). */
export function contextOf(
  view: GameView,
  map: GameMap,
  me: PlayerId,
  level: AiLevel,
  seed: number,
  counts?: readonly number[] | null,
): Context {
  const r = read(view, map, me, counts);
  const style = STYLES[level];
  const turn = view.turns.find((t) => t.player_id === me);
  const cards = view.options.cards;
  const set = cards === CARD_MODES.none ? 0 : view.card_bonus > 0 ? view.card_bonus : TYPICAL_SET;
  return {
    r,
    goals: goalsOf(r),
    style,
    rng: seedRng((seed ^ Math.imul(view.version + 1, 0x9e3779b1)) >>> 0),
    conquered: turn?.conquered ?? false,
    cardWorth: set / 3,
    tradeWeight: Math.min(
      1,
      Math.max(style.tradeFloor, 1 / Math.max(1, enemySides(view, me))) + boldness(view.round),
    ),
  };
}
