/**
 * Human pacing for load-test bots: how long a person takes over each kind of action (longer when a
 * turn starts and the board must be read), and the interruptions people have: a tab put to sleep,
 * a dropped connection. Seeded, so a load test replays the same rhythm.
 */
import { nextFloat, type Action, type RngState } from '../../shared/engine';

/** Think times in ms as [least, most], by action type; anything unlisted takes `other`. */
export interface Pace {
  thinkMs: Partial<Record<Action['type'], [number, number]>>;
  other: [number, number];
  /** Reading the board when a turn starts, before the first action. */
  readBoardMs: [number, number];
  /** Chance per turn that the tab goes to sleep (no action for a while), and for how long. */
  tabSleepChance: number;
  tabSleepMs: [number, number];
  /** Chance per turn that the connection drops and the bot rejoins. */
  reconnectChance: number;
}

/** A person playing a live game at a relaxed pace. */
export const HUMAN_PACE: Pace = {
  thinkMs: {
    'begin-turn': [400, 1500],
    'turn-in-cards': [1500, 4000],
    'place-troops': [700, 2500],
    attack: [600, 2000],
    'move-troops': [800, 2500],
    fortify: [1500, 4000],
    'advance-phase': [300, 1200],
    'end-turn': [400, 1500],
  },
  other: [500, 1500],
  readBoardMs: [2000, 6000],
  tabSleepChance: 0.02,
  tabSleepMs: [20_000, 90_000],
  reconnectChance: 0.01,
};

/** Waits `ms`: a bot's think time or sleeping tab. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An interruption the bot client acts on before its next action. */
export type Interruption = { kind: 'tab-sleep'; ms: number } | { kind: 'reconnect' };

function between(rng: RngState, [lo, hi]: [number, number]): number {
  return Math.round(lo + nextFloat(rng) * (hi - lo));
}

/** How long a person would take before sending `action` (`speed` 2 halves every wait). */
export function thinkTime(pace: Pace, rng: RngState, action: Action, speed = 1): number {
  const base = between(rng, pace.thinkMs[action.type] ?? pace.other);
  const reading = action.type === 'begin-turn' ? between(rng, pace.readBoardMs) : 0;
  return Math.round((base + reading) / speed);
}

/** Drawn once per turn of the bot: an interruption, or null. */
export function interruptionAtTurnStart(pace: Pace, rng: RngState): Interruption | null {
  const roll = nextFloat(rng);
  if (roll < pace.reconnectChance) return { kind: 'reconnect' };
  if (roll < pace.reconnectChance + pace.tabSleepChance)
    return { kind: 'tab-sleep', ms: between(rng, pace.tabSleepMs) };
  return null;
}
