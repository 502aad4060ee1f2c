/**
 * The replies of the play calls that change the game (spec §7): every accepted action answers
 * `{success: true, version}`, and the spec lists extra fields for a few. One zod schema per action,
 * for the route contract and the OpenAPI document; the server builds its replies to these types
 * (server/game/calls.ts) and the client reads them as such (client/net/game/api.ts).
 */
import { z } from 'zod';
import type { EngineActionName } from './playCalls';
import type { PlayerEntity, UpdateStateBody } from './updateState';

const accepted = z.object({
  success: z.literal(true),
  /** The game's version after the action. */
  version: z.number().int(),
  /** HTTP callers get their new update-state with every accepted action. */
  update: z.custom<UpdateStateBody>().optional(),
});

/** A seat as the join and leave replies list them. */
const seat = z.object({ user_id: z.number().int(), username: z.string(), color: z.number().int() });

const territory = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  troops: z.number().int(),
});

/** The extra fields of each action's reply; an action not listed answers `accepted` alone. */
const EXTRA_FIELDS = {
  'join-game': {
    /** The caller's seat as its own projection shows it. */
    me: z.custom<PlayerEntity>().nullable(),
    players: z.array(seat),
    started: z.boolean(),
    autokick_at: z.number().nullable(),
  },
  'leave-game': { players: z.array(seat) },
  'still-here': { autokick_at: z.number().nullable() },
  attack: {
    /** The two territories after the battle. */
    territories: z.tuple([territory, territory]),
    attacker_rolls: z.array(z.number().int()),
    defender_rolls: z.array(z.number().int()),
    /** The colour of whoever held the target before the battle (0 for a neutral). */
    defender_color: z.number().int(),
  },
} as const;

type ExtraAction = keyof typeof EXTRA_FIELDS;

/** The reply schema of an engine action. */
export function playReplySchema<A extends EngineActionName>(action: A) {
  const extra = (EXTRA_FIELDS as Partial<Record<EngineActionName, z.ZodRawShape>>)[action];
  return extra ? accepted.extend(extra) : accepted;
}

/** What each action adds to the accepted reply, as the server builds it before `success`/`version`. */
export type PlayReplyExtras = {
  [A in ExtraAction]: z.infer<z.ZodObject<(typeof EXTRA_FIELDS)[A]>>;
};

/** The accepted reply of engine action `A`. */
export type PlayReplyOf<A extends EngineActionName> = z.infer<typeof accepted> &
  (A extends ExtraAction ? PlayReplyExtras[A] : unknown);
