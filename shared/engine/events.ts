/**
 * Replay events: what every accepted action emits, the game log, and the replay tool's input.
 * Folding a game's events over its initial (post-deal) territories gives the engine's territories.
 */

/** Event type codes (specification, section 4 "Replay events"). */
export const EVENT_TYPES = {
  /** player_id 0, param1 = the new round number (previous + 1). */
  ROUND_START: 0,
  /** param1 = turn_id, param2 = round. No visible change. */
  TURN_START: 1,
  /**
   * param1..param3 = the three card wire codes, param4 = troops added to the reinforcement pool.
   * Card modes 0-2: each non-wild card territory owned by player_id gets +2 troops.
   * Card mode 4 (nuclear): each non-wild card territory becomes neutral (owner 0) with 1 troop.
   */
  CARDS: 2,
  /** param1 territory, param2 troops placed. */
  REINFORCE: 3,
  /** param1 from, param2 to, param3 attacker losses, param4 defender losses (totals of one attack action). */
  ATTACK: 4,
  /**
   * param1 from (0 when a capital capture transfers a whole empire), param2 territory,
   * param3 troops left in it (0 after a battle; its own troops on a capital transfer), param4 previous owner.
   * A battle conquest (param1 != 0) is always followed by a MOVE with the same from/to.
   */
  CONQUER: 5,
  /** param1 from, param2 to, param3 troops (the post-conquest move and fortifications). */
  MOVE: 6,
  /** param1 = 1 if the turn was missed (timeout), else 0. No visible change. */
  TURN_END: 7,
  /** player_id = the player out, param1 = eliminator (0 none), param2 = reason (OUT_REASONS). No map change. */
  PLAYER_OUT: 8,
  /** Every territory of player_id becomes neutral (owner 0), keeping its troops. */
  TURNED_NEUTRAL: 9,
  /** param1 territory, param2 troops lost (a neutral territory decaying). */
  DECAY: 10,
  /** Additional move after conquer: in the specification's vocabulary but never emitted by this engine. */
  EXTRA_MOVE: 11,
  /** param1 = winning player_id (0 if a team won or nobody), param2 = winning team (0 none). */
  GAME_END: 12,
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** Why a player left the game (param2 of PLAYER_OUT). */
export const OUT_REASONS = { eliminated: 1, resigned: 2, left: 3 } as const;
export type OutReason = (typeof OUT_REASONS)[keyof typeof OUT_REASONS];

/** One replay event, in the specification's wire layout. */
export interface ReplayEvent {
  type: EventType;
  player_id: number;
  param1: number;
  param2: number;
  param3: number;
  param4: number;
}

/** Builds an event; missing params are 0. */
export function makeEvent(
  type: EventType,
  player_id: number,
  param1 = 0,
  param2 = 0,
  param3 = 0,
  param4 = 0,
): ReplayEvent {
  return { type, player_id, param1, param2, param3, param4 };
}

/** True when `n` is a valid event type code (0-12). */
export function isEventType(n: number): n is EventType {
  return Number.isInteger(n) && n >= 0 && n <= 12;
}
