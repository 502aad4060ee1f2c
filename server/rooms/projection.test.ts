import { Decoder, Encoder } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { sightOf, view, type GameState, type Viewer } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import { GameRoomState, type GameRoomStateType } from '../../shared/protocol/gameSchema';
import { updateStateOf, viewOfUpdateState } from '../../shared/protocol/updateState';
import { viewFromRoom } from '../../client/state/game/roomView';
import { gridMap, playRandomGame, startedGame } from '../../test/fixtures/engine';
import { mirrorGame } from './mirror';
import { ClientView } from './views';

/** One connected client: its StateView on the server and the state its SDK decodes. */
interface Wire {
  client: ClientView;
  decoded: GameRoomStateType;
  decoder: Decoder;
}

/**
 * The room's transport without sockets: the mirror, one StateView per client kept by the same
 * code as GameRoom, and the encoder and decoder Colyseus runs on each side (full state on join,
 * patches after each change, as SchemaSerializer sends them).
 */
class Room {
  readonly state = new GameRoomState();
  private readonly encoder: Encoder;
  readonly wires: Wire[] = [];

  constructor(
    private game: GameState,
    private readonly map: GameMap,
  ) {
    this.mirror();
    this.encoder = new Encoder(this.state);
  }

  join(userId: number): Wire {
    const wire: Wire = {
      client: new ClientView(userId),
      decoded: new GameRoomState(),
      decoder: undefined as never,
    };
    wire.decoder = new Decoder(wire.decoded);
    this.sync(wire);
    const it = { offset: 0 };
    this.encoder.encodeAll(it);
    const shared = it.offset;
    wire.decoder.decode(this.encoder.encodeAllView(wire.client.view, shared, { ...it }));
    this.wires.push(wire);
    return wire;
  }

  change(next: GameState): void {
    this.game = next;
    this.mirror();
    for (const wire of this.wires) this.sync(wire);
    const it = { offset: 0 };
    this.encoder.encode(it);
    const shared = it.offset;
    for (const wire of this.wires) {
      wire.decoder.decode(this.encoder.encodeView(wire.client.view, shared, it));
    }
    this.encoder.discardChanges();
  }

  viewerOf(wire: Wire): Viewer {
    return wire.client.viewer(this.game);
  }

  get current(): GameState {
    return this.game;
  }

  private mirror() {
    mirrorGame(this.state, {
      gameId: 1,
      hasPassword: false,
      state: this.game,
      map: this.map,
      usernames: new Map(this.game.players.map((p) => [p.user_id, `user${p.user_id}`])),
    });
  }

  private sync(wire: Wire) {
    const sight = sightOf(this.game, this.map, wire.client.viewer(this.game));
    wire.client.sync(this.state, sight);
  }
}

const usernames = (s: GameState) => new Map(s.players.map((p) => [p.user_id, `user${p.user_id}`]));

/**
 * Plays a random game on from the room's state, checking every client's view after each accepted
 * action (`beforeChange` runs first, e.g. to let a client join); returns how many were checked.
 */
function playCheckingViews(room: Room, map: GameMap, seed: number, beforeChange = () => {}) {
  let checked = 0;
  playRandomGame(
    room.current,
    map,
    seed,
    400,
    (step) => {
      if (!step.result.ok) return;
      beforeChange();
      room.change(step.result.state);
      expectEveryViewMatches(room, map);
      checked++;
    },
    37,
  );
  return checked;
}

/** Every client's decoded room state reads back as its projection, and so does update-state. */
function expectEveryViewMatches(room: Room, map: GameMap) {
  for (const wire of room.wires) {
    const expected = view(room.current, map, room.viewerOf(wire), usernames(room.current));
    expect(viewFromRoom(wire.decoded, wire.client.userId)).toEqual(expected);
    const body = updateStateOf(expected, { gameId: 1, now: 0, log: [], betaMap: false });
    expect(viewOfUpdateState(body)).toEqual(expected);
  }
}

describe.each([
  { fog: 0 as const, seed: 11 },
  { fog: 1 as const, seed: 12 },
  { fog: 1 as const, seed: 13, teams: 2 },
])('the room state as each client decodes it (fog $fog, seed $seed)', ({ fog, seed, teams }) => {
  it('equals the projection of that client after every action, for seats and a spectator', () => {
    const map = gridMap();
    const options = {
      num_players: 4,
      fog_of_war: fog,
      cards: 1 as const,
      ...(teams ? { players_per_team: teams, join_manner: 1 as const } : {}),
    };
    const { state } = startedGame(options, map, seed);
    const room = new Room(state, map);
    for (const p of state.players) room.join(p.user_id);
    room.join(0);
    expectEveryViewMatches(room, map);
    expect(playCheckingViews(room, map, seed)).toBeGreaterThan(50);
  });

  // A client that joins mid-game gets the full state, then its view's pending additions with the
  // next patch; dice and hands must not come out twice (issue 12's doubled attack dialog).
  it('equals the projection of clients that join mid-game, seats and spectators', () => {
    const map = gridMap();
    const options = { num_players: 4, fog_of_war: fog, cards: 1 as const };
    const { state } = startedGame(options, map, seed);
    const room = new Room(state, map);
    const joiners = [...state.players.map((p) => p.user_id), 0];
    let steps = 0;
    playCheckingViews(room, map, seed, () => {
      if (steps++ % 7 === 0 && room.wires.length < 15) {
        room.join(joiners[room.wires.length % joiners.length]!);
      }
    });
    expect(room.wires.length).toBe(15);
  });
});

it('hides under fog what the projection hides: others’ counts, hands and an unseen battle', () => {
  const map = gridMap();
  const { state } = startedGame({ num_players: 3, fog_of_war: 1, cards: 1 }, map, 5);
  const room = new Room(state, map);
  const spectator = room.join(0);
  const seat = room.join(state.players[0]!.user_id);
  const decoded = viewFromRoom(spectator.decoded, 0);
  expect(decoded.territories.every((t) => t.player_id === null && t.troops === null)).toBe(true);
  expect(decoded.players.every((p) => p.reinforcements === null && p.troops === null)).toBe(true);
  expect(decoded.dice).toBeNull();
  const own = viewFromRoom(seat.decoded, state.players[0]!.user_id);
  expect(own.players[0]!.reinforcements).not.toBeNull();
  expect(own.players[1]!.reinforcements).toBeNull();
  expect(seat.decoded.players[1]!.secret?.hand).toBeUndefined();
});
