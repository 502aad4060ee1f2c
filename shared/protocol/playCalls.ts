import { z } from 'zod';
import { MAX_ATTACKS_PER_CALL } from '../constants';
import type { SeatPayloads } from '../engine/types';
import { counterField, idField, intField, lineField, textField } from './fields';

/**
 * The play calls of spec §7, as `POST /game/{id}/play/{action}` and as room messages.
 * Payload field names are the specification's. Numbers arrive as strings from form posts,
 * so they are coerced; anything else malformed is rejected with a clear error.
 */

const int = intField;
const territory = int(1, 100_000);
const troops = int(0, 1_000_000_000);

/** `cards` as a JSON array of wire codes, or a comma-separated list from a form. */
const cardCodes = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(int(0, 1_000_000)).max(20),
);

/** Actions the rules engine applies (they change the game and bump its version). */
export const ENGINE_ACTION_PAYLOADS = {
  'begin-turn': z.object({}),
  'advance-phase': z.object({ from_step: int(0, 5) }),
  'undo-advance-phase': z.object({ from_step: int(0, 5) }),
  'end-turn': z.object({ expected_id: counterField }),
  'turn-in-cards': z.object({ cards: cardCodes }),
  'place-troops': z.object({ territory, num_troops: troops }),
  attack: z.object({
    territory_from: territory,
    territory_to: territory,
    num_attacks: int(1, MAX_ATTACKS_PER_CALL),
  }),
  'move-troops': z.object({
    num_troops: troops,
    expected_terr_from: territory,
    expected_terr_to: territory,
  }),
  fortify: z.object({ territory_from: territory, territory_to: territory, num_troops: troops }),
  resign: z.object({}),
  'add-time': z.object({}),
  /** Only a person alone against computer players: the clocks and the computers stop. */
  'pause-game': z.object({}),
  'resume-game': z.object({}),
  'enable-absence': z.object({ days: int(1, 14).default(1) }),
  'still-here': z.object({}),
  'join-game': z.object({
    color: int(0, 9),
    password: lineField(255).optional(),
    team: int(0, 9).optional(),
  }),
  'leave-game': z.object({}),
} as const satisfies Record<string, z.ZodType> & {
  // The engine defines what its seat actions carry; each of their schemas must produce that.
  [A in keyof SeatPayloads]: z.ZodType<SeatPayloads[A], unknown>;
};

/** Calls around the game that do not change its state. */
export const SIDE_ACTION_PAYLOADS = {
  'update-state': z.object({}),
  'ask-support': z.object({ type: int(0, 3) }),
  'send-report': z.object({ user_id: idField, type: int(0, 4) }),
  'get-reports': z.object({}),
  'send-invite': z.object({ username: lineField(255).pipe(z.string().trim().min(1)) }),
  'load-full-log': z.object({ before: counterField.optional() }),
  'save-notes': z.object({ body: textField(20_000) }),
  'get-notes': z.object({}),
  'switch-targets': z.object({}),
  /** What the Hard computer would do now in the caller's seat; only alone against computers. */
  coach: z.object({}),
} as const;

export type EngineActionName = keyof typeof ENGINE_ACTION_PAYLOADS;
export type SideActionName = keyof typeof SIDE_ACTION_PAYLOADS;
export type PlayActionName = EngineActionName | SideActionName;

/** Side calls that only read (a poll, the log, notes, reports, the target): they change nothing. */
export const READ_ONLY_PLAY_ACTIONS = [
  'update-state',
  'load-full-log',
  'get-notes',
  'get-reports',
  'switch-targets',
] as const satisfies readonly SideActionName[];

export function isReadOnlyPlayAction(name: string): boolean {
  return (READ_ONLY_PLAY_ACTIONS as readonly string[]).includes(name);
}

export const PLAY_ACTION_NAMES = [
  ...Object.keys(ENGINE_ACTION_PAYLOADS),
  ...Object.keys(SIDE_ACTION_PAYLOADS),
] as PlayActionName[];

/** A payload's fields; zod types an empty object as a record of nothing, which absorbs no tag. */
type Fields<T> = string extends keyof T ? object : T;

/** The validated payload of each engine action (the engine's seat actions are these plus the seat). */
export type EnginePayloads = {
  [A in EngineActionName]: Fields<z.output<(typeof ENGINE_ACTION_PAYLOADS)[A]>>;
};
/** The validated payload of each side call. */
export type SidePayloads = {
  [A in SideActionName]: Fields<z.output<(typeof SIDE_ACTION_PAYLOADS)[A]>>;
};
export type PlayPayloads = EnginePayloads & SidePayloads;
/** A validated play call: the discriminated union of every action with its payload. */
export type PlayCall = { [A in PlayActionName]: { action: A } & PlayPayloads[A] }[PlayActionName];
export type EngineCall = Extract<PlayCall, { action: EngineActionName }>;
export type SideCall = Extract<PlayCall, { action: SideActionName }>;

export function isPlayAction(name: string): name is PlayActionName {
  return Object.hasOwn(ENGINE_ACTION_PAYLOADS, name) || Object.hasOwn(SIDE_ACTION_PAYLOADS, name);
}

export function isEngineAction(name: PlayActionName): name is EngineActionName {
  return Object.hasOwn(ENGINE_ACTION_PAYLOADS, name);
}

export function isEngineCall(call: PlayCall): call is EngineCall {
  return isEngineAction(call.action);
}

/** The payload schema of one action. */
export function payloadSchema(action: PlayActionName): z.ZodObject {
  return isEngineAction(action) ? ENGINE_ACTION_PAYLOADS[action] : SIDE_ACTION_PAYLOADS[action];
}

/** `last_update`: the state version the caller last saw; a duplicate of an applied action carries an old one. */
export const LAST_UPDATE = z.object({ last_update: counterField.optional() });

export type ParsedPlayCall =
  { ok: true; call: PlayCall; lastUpdate: number | undefined } | { ok: false; error: string };

/** Validates one play call; the error names the first bad field. */
export function parsePlayCall(action: string, body: unknown): ParsedPlayCall {
  if (!isPlayAction(action)) return { ok: false, error: `Unknown action: ${action}.` };
  const raw = body && typeof body === 'object' ? body : {};
  const parsed = payloadSchema(action).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'payload';
    return { ok: false, error: `Invalid ${field} for ${action}.` };
  }
  const version = LAST_UPDATE.safeParse(raw);
  if (!version.success) return { ok: false, error: `Invalid last_update for ${action}.` };
  // The schema for `action` produced this payload: the one place its type is asserted.
  const call = { ...parsed.data, action } as PlayCall;
  return { ok: true, call, lastUpdate: version.data.last_update };
}
