import { SchemaSerializer } from '@colyseus/core';
import { Encoder, Reflection, type Schema } from '@colyseus/schema';

/**
 * The size @colyseus/schema gives each room's patch buffer (`Encoder.BUFFER_SIZE`), and the room
 * it keeps free in it before each part of a client's view patch, so that the buffer grows to
 * twice this once a view changed: its default of 16 KB made every game room's buffer 32 KB. A
 * larger patch is encoded again into a buffer grown to fit, with a warning in the log: 4 KB holds
 * a game's start on the largest map (400 territories: 2.9 KB, 5.1 KB with nine names of the
 * longest), and the largest change of a view decodes right (roomSerializer.test.ts).
 */
export const ROOM_BUFFER_BYTES = 4 * 1024;

/** The full state's buffer to start with, for the first join (grown when a state needs more). */
const FULL_STATE_START_BYTES = 64 * 1024;

/**
 * A game room's serializer: @colyseus/schema's, with what it kept per room shared by all of them.
 * A full state (sent on each join) is encoded into one buffer for the whole process and copied
 * out at once, where every room kept its own 16 KB; the handshake (the schema's types, the same
 * for every room of a state class) is encoded once per class, where every room kept a copy (2 KB).
 */
export class GameRoomSerializer<T extends Schema> extends SchemaSerializer<T> {
  override reset(state: T): void {
    // Read by every Encoder; game rooms are the only rooms with a schema state.
    Encoder.BUFFER_SIZE = ROOM_BUFFER_BYTES;
    this.fullEncodeBuffer = sharedFullState.buffer;
    super.reset(state);
  }

  override handshake(): Uint8Array {
    const type = this.encoder.state.constructor;
    let handshake = handshakes.get(type);
    if (!handshake) {
      handshake = Reflection.encode(this.encoder);
      handshakes.set(type, handshake);
    }
    return handshake;
  }

  override getFullState(...args: Parameters<SchemaSerializer<T>['getFullState']>): Uint8Array {
    for (;;) {
      // Another room wrote the shared buffer since: this room's state is encoded afresh.
      this.needFullEncode = true;
      this.fullEncodeBuffer = sharedFullState.buffer;
      const body = super.getFullState(...args);
      // The encoder put a state larger than the buffer into one of its own, but a client's view
      // is still appended to the old one (upstream): grow the shared buffer and encode again.
      if (this.fullEncodeCache.buffer !== sharedFullState.buffer.buffer) {
        sharedFullState.grow(this.fullEncodeCache.byteLength);
        continue;
      }
      return body.buffer === sharedFullState.buffer.buffer ? body.slice() : body;
    }
  }
}

/** The process's one full-state buffer, its first byte the message type as Colyseus sets it. */
const sharedFullState = {
  buffer: new Uint8Array(FULL_STATE_START_BYTES),
  grow(atLeast: number) {
    const grown = new Uint8Array(Math.max(atLeast * 2, this.buffer.byteLength * 2));
    grown[0] = this.buffer[0]!;
    this.buffer = grown;
  },
};

const handshakes = new WeakMap<object, Uint8Array>();
