import { SchemaSerializer, type Client } from '@colyseus/core';
import { Decoder, Encoder } from '@colyseus/schema';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STATUSES, sightOf, view, type GameState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import { GameRoomState, type GameRoomStateType } from '../../shared/protocol/gameSchema';
import { viewFromRoom } from '../../client/state/game/roomView';
import { startedGame } from '../../test/fixtures/engine';
import { readMapFiles } from '../services/mapCatalog';
import { mirrorGame } from './mirror';
import { GameRoomSerializer, ROOM_BUFFER_BYTES } from './roomSerializer';
import { ClientView } from './views';

const defaultBufferSize = Encoder.BUFFER_SIZE;
afterEach(() => {
  Encoder.BUFFER_SIZE = defaultBufferSize;
});

let largest: GameMap;
beforeAll(async () => {
  const maps = (await readMapFiles()).map((file) => file.map);
  largest = maps.reduce((a, b) => (b.territories.length > a.territories.length ? b : a));
});

const usernames = (state: GameState) =>
  new Map(state.players.map((p) => [p.user_id, `player-${'x'.repeat(200)}-${p.user_id}`]));

function mirrored(state: GameState, map: GameMap): GameRoomStateType {
  const room = new GameRoomState();
  mirrorGame(room, { gameId: 1, hasPassword: false, state, map, usernames: usernames(state) });
  return room;
}

/** A room of nine on the largest map as Colyseus sets it up, and a spectator in it. */
function roomOf(state: GameState) {
  const room = mirrored(state, largest);
  const serializer = serializerOf(room);
  const spectator = new ClientView(0);
  spectator.sync(room, sightOf(state, largest, null));
  return { state, room, serializer, spectator };
}

function serializerOf(room: GameRoomStateType) {
  const serializer = new GameRoomSerializer<GameRoomStateType>();
  serializer.reset(room);
  return serializer;
}

/** What a patch leaves behind: the state's changes sent and forgotten. */
function sentPatch(serializer: SchemaSerializer<GameRoomStateType>) {
  (serializer as unknown as { encoder: Encoder }).encoder.discardChanges();
}

describe('GameRoomSerializer', () => {
  it('gives every room the one handshake of their state class, as Colyseus encodes it', () => {
    const a = serializerOf(new GameRoomState());
    const b = serializerOf(new GameRoomState());
    expect(b.handshake()).toBe(a.handshake());
    const own = new SchemaSerializer<GameRoomStateType>();
    own.reset(new GameRoomState());
    expect([...a.handshake()]).toEqual([...own.handshake()]);
    expect(a.handshake().byteLength).toBe(a.handshake().buffer.byteLength);
  });

  it("sends each joining client its own view of its own room's state, rooms taking turns", () => {
    expect(largest.territories.length).toBe(400);
    const rooms = [
      roomOf(startedGame({ num_players: 9, fog_of_war: 1, cards: 1 }, largest, 3).state),
      roomOf(startedGame({ num_players: 9, cards: 1 }, largest, 4).state),
    ];
    for (let turn = 0; turn < 4; turn++) {
      const { state, serializer, spectator } = rooms[turn % 2]!;
      const body = serializer.getFullState({ view: spectator.view } as Client);
      sentPatch(serializer);
      const decoded = new GameRoomState();
      new Decoder(decoded).decode(body, { offset: 1 });
      expect(viewFromRoom(decoded, 0)).toEqual(view(state, largest, null, usernames(state)));
    }
  });

  it('patches a view that sees every territory of the largest map at once', () => {
    Encoder.BUFFER_SIZE = ROOM_BUFFER_BYTES;
    const { state } = startedGame({ num_players: 9, fog_of_war: 1, cards: 1 }, largest, 3);
    const room = mirrored(state, largest);
    const encoder = new Encoder(room);
    const spectator = new ClientView(0);
    spectator.sync(room, sightOf(state, largest, null));
    const decoded = new GameRoomState();
    const decoder = new Decoder(decoded);
    // As in a room, the full state goes out through a buffer of its own, not the patches' buffer.
    const full = new Uint8Array(64 * 1024);
    const it = { offset: 0 };
    encoder.encodeAll(it, full);
    decoder.decode(encoder.encodeAllView(spectator.view, it.offset, { ...it }, full));
    encoder.discardChanges();
    // The game ends: fog lifts, and all 400 territories join the spectator's view in one patch.
    const ended: GameState = { ...state, status: GAME_STATUSES.ended };
    mirrorGame(room, {
      gameId: 1,
      hasPassword: false,
      state: ended,
      map: largest,
      usernames: usernames(ended),
    });
    spectator.sync(room, sightOf(ended, largest, null));
    const patch = { offset: 0 };
    encoder.encode(patch);
    decoder.decode(encoder.encodeView(spectator.view, patch.offset, patch));
    expect(viewFromRoom(decoded, 0)).toEqual(view(ended, largest, null, usernames(ended)));
  });
});
