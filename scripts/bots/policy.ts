/**
 * Load-test bots that play like people: each seat is a computer player of shared/ai at its own level,
 * deciding from the same `GameView` a person's client gets, and paced like a person (think time,
 * reading the board at the start of a turn, now and then a sleeping tab or a dropped connection).
 * The transport (botClient.ts) waits `thinkMs`, acts on `interruption`, then sends `type` with
 * `payload` (the seat is the connection's: no player_id).
 */
import { AI_LEVELS, decide, type AiLevel } from '../../shared/ai';
import { seedRng, type Action, type GameView, type RngState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import {
  HUMAN_PACE,
  interruptionAtTurnStart,
  thinkTime,
  type Interruption,
  type Pace,
} from './pacing';

/** One move of a bot: the wire message to send after `thinkMs`, once any interruption is over. */
export interface BotMove {
  type: Action['type'];
  payload: Record<string, unknown>;
  thinkMs: number;
  /** Set on the first move of a turn now and then: sleep the tab, or drop and rejoin the room. */
  interruption: Interruption | null;
}

/** The level of bot number `index` in a load test: an even mix of easy, normal and hard players. */
export function levelOfBot(index: number): AiLevel {
  return AI_LEVELS[index % AI_LEVELS.length] as AiLevel;
}

/** A wire payload: the action's fields without its type and seat. */
function payloadOf(action: Action): Record<string, unknown> {
  const { type: _type, ...fields } = action as Action & { player_id?: number };
  delete fields.player_id;
  return fields;
}

/** One seat's bot: a level, a seed and a pace. */
export class BotPolicy {
  private readonly rng: RngState;

  constructor(
    readonly level: AiLevel,
    private readonly seed: number,
    private readonly pace: Pace = HUMAN_PACE,
    /** 1 is a person's pace; a load test may run its bots faster. */
    private readonly speed = 1,
  ) {
    this.rng = seedRng(seed);
  }

  /** The seat's next move from its view, or null when it has nothing to do now. */
  next(view: GameView, map: GameMap): BotMove | null {
    const action = decide({ view, map, level: this.level, seed: this.seed });
    if (!action) return null;
    const startsTurn = action.type === 'begin-turn';
    return {
      type: action.type,
      payload: payloadOf(action),
      thinkMs: thinkTime(this.pace, this.rng, action, this.speed),
      interruption: startsTurn ? interruptionAtTurnStart(this.pace, this.rng) : null,
    };
  }
}
