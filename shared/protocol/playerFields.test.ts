/**
 * A field added to the player field table reaches the state a client decodes: the schema, the
 * mirror's write and the decoder's read all come from the table, so the line in the table is all
 * a new field needs on the wire. The schema travels by Colyseus's own reflection, as the SDK
 * receives it from a room, and the decoder reads it back into the view's shape.
 */
import { Decoder, Encoder, Reflection, schema, t } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { view } from '../engine';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { playerSchemaFields } from './gameSchema';
import {
  PLAYER_FIELDS,
  readPlayerFields,
  writePlayerFields,
  type PlayerField,
  type PlayerFieldTable,
} from './playerFields';

const map = gridMap();
const game = startedGame({ num_players: 3 }, map).state;
const players = view(game, map, 'all', new Map([[game.players[0]!.user_id, 'ana']])).players;

/** A room state holding players made from `table`, encoded, then decoded by reflection. */
function roundTrip<T extends PlayerFieldTable>(table: T) {
  const Player = schema(playerSchemaFields(table), 'TablePlayer');
  const Root = schema({ players: t.array(Player) }, 'TableRoot');
  const state = new Root();
  // The table is generic here, so its schema's constructor type is too deep to read: a cast.
  const newPlayer = Player as unknown as new () => object;
  for (const player of players) {
    const mirror = new newPlayer();
    writePlayerFields(table, mirror, player);
    state.players.push(mirror as InstanceType<typeof Player>);
  }
  const encoder = new Encoder(state);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(encoder.encodeAll());
  const decoded = (decoder as Decoder).state as unknown as { players: object[] };
  return [...decoded.players].map((p) => readPlayerFields(table, p));
}

describe('the player field table', () => {
  it('carries every field of the table to the decoded state as the view has it', () => {
    const decoded = roundTrip(PLAYER_FIELDS);
    expect(decoded).toHaveLength(3);
    decoded.forEach((fields, i) => {
      const { territories: _t, troops: _r, reinforcements: _c, ...plain } = players[i]!;
      expect(fields).toEqual(plain);
    });
    expect(decoded[0]!.username).toBe('ana');
  });

  it('carries a field added to the table, written and read as the table says', () => {
    const extended = {
      ...PLAYER_FIELDS,
      seat_label: {
        type: 'string',
        write: (player) => `seat ${player.player_id}`,
        read: (wire) => wire.toUpperCase(),
      } satisfies PlayerField<'string'>,
      doubled_kills: {
        type: 'uint16',
        write: (player) => player.kills * 2 + 1,
      } satisfies PlayerField<'uint16'>,
    };
    const decoded = roundTrip(extended);
    expect(decoded.map((p) => p.seat_label)).toEqual(['SEAT 1', 'SEAT 2', 'SEAT 3']);
    expect(decoded.map((p) => p.doubled_kills)).toEqual([1, 1, 1]);
    expect(decoded.map((p) => p.player_id)).toEqual([1, 2, 3]);
  });
});
