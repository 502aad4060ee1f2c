/**
 * The plain fields of a player in the room's state, listed once: the room's schema
 * (gameSchema.ts), the server's mirror (server/rooms/mirror.ts) and the client's decoder
 * (client/state/game/roomView.ts) are all made from this table. A field the engine's `PlayerView`
 * gains reaches every client by a line here. (Counts and secrets, which fog hides, are parts of
 * their own in gameSchema.ts.)
 */
import { isComputerLevel } from '../engine/computers';
import type { PlayerView } from '../engine';

/**
 * The schema's primitive types a player field may have, with the value each holds. Named, not
 * built: the decoder reads the table in the play screen's own chunk, which has no Colyseus.
 */
export interface WireValues {
  string: string;
  boolean: boolean;
  uint8: number;
  uint16: number;
  uint32: number;
  int32: number;
  float64: number;
}
export type WireType = keyof WireValues;

/**
 * One field: its schema type, and, when the wire holds the value otherwise than the view does,
 * how it is written from the player's view and read back. (Methods, not function properties: a
 * table of fields of any wire type is then one type.)
 */
export interface PlayerField<T extends WireType = WireType, R = WireValues[T]> {
  type: T;
  write?(player: PlayerView): WireValues[T];
  read?(wire: WireValues[T]): R;
}

export type PlayerFieldTable = Record<string, PlayerField<WireType, unknown>>;

/** The table: each field as the view has it, unless it says how it is written and read. */
export const PLAYER_FIELDS = {
  player_id: { type: 'uint8' },
  user_id: { type: 'uint32' },
  username: { type: 'string' },
  color: { type: 'uint8' },
  team: { type: 'uint8' },
  alive: { type: 'boolean' },
  resigned: { type: 'boolean' },
  neutral: { type: 'boolean' },
  /** Number of cards held. */
  cards: { type: 'uint8' },
  add_time_left: { type: 'uint8' },
  absent_until: { type: 'float64' },
  autokick_at: { type: 'float64' },
  kills: { type: 'uint8' },
  capital: { type: 'uint16' },
  /** A computer player's level ('easy', 'normal', 'hard'); '' for a person. */
  computer: {
    type: 'string',
    write: (player) => player.computer ?? '',
    read: (wire) => (isComputerLevel(wire) ? wire : null),
  } satisfies PlayerField<'string', PlayerView['computer']>,
  /** The seat asked the coach in this game. */
  coached: { type: 'boolean' },
} satisfies PlayerFieldTable;

type ReadOf<F> = F extends { read(wire: never): infer R }
  ? R
  : F extends { type: infer T extends WireType }
    ? WireValues[T]
    : never;

/** Writes the table's fields of `player` into its schema instance. */
export function writePlayerFields(
  table: PlayerFieldTable,
  target: object,
  player: PlayerView,
): void {
  const into = target as Record<string, unknown>;
  const from = player as unknown as Record<string, unknown>;
  for (const [name, field] of Object.entries(table)) {
    into[name] = field.write ? field.write(player) : from[name];
  }
}

/** Reads the table's fields back from a decoded player, as the view has them. */
export function readPlayerFields<T extends PlayerFieldTable>(
  table: T,
  decoded: object,
): { [K in keyof T]: ReadOf<T[K]> } {
  // The decoded instance holds each field as its schema type says (the same table made it).
  const from = decoded as Record<string, WireValues[WireType]>;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(table)) {
    out[name] = field.read ? field.read(from[name]!) : from[name];
  }
  return out as { [K in keyof T]: ReadOf<T[K]> };
}
