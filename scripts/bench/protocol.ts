/**
 * Bytes on the wire for one change: the schema patch a player receives for an attack, against
 * the update-state JSON body (plain and gzipped) a polling client downloads for the same change.
 *
 *   npx tsx scripts/bench/protocol.ts
 */
import { gzipSync } from 'node:zlib';
import { Encoder, StateView } from '@colyseus/schema';
import { DEFAULT_OPTIONS, apply, chooseAction, sightOf, type GameState } from '../../shared/engine';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import { GameRoomState } from '../../shared/protocol/gameSchema.js';
import { mirrorGame } from '../../server/rooms/mirror.js';
import { ClientView } from '../../server/rooms/views.js';
import { buildUpdateState } from '../../server/game/updateState.js';
import { median } from '../lib/stats.js';
import { startGame } from '../simulate.js';

const map = CLASSIC_WORLD;
const usernames = new Map(Array.from({ length: 6 }, (_, i) => [i + 1, `player${i + 1}`]));

/** Plays bot actions until the next one is an attack; returns the state before it and the attack. */
function untilAttack(state: GameState, seed: number) {
  let now = 1_800_000_000_000;
  for (let i = 0; i < 10_000 && state.status === 2; i++) {
    const turn = state.turns[0]!;
    const action = chooseAction(state, map, turn.player_id, seed * 31 + i);
    if (!action) break;
    if (action.type === 'attack') return { state, action, now };
    const result = apply(state, action, { map, now: (now += 1000) });
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return undefined;
}

function measure(seed: number) {
  const started = startGame({ ...DEFAULT_OPTIONS, num_players: 6, map_id: map.id }, map, seed);
  if (typeof started === 'string') throw new Error(started);
  const found = untilAttack(started.state, seed);
  if (!found) return undefined;
  const mirror = new GameRoomState();
  const input = (state: GameState) => ({ gameId: 1, hasPassword: false, state, map, usernames });
  mirrorGame(mirror, input(found.state));
  const encoder = new Encoder(mirror);
  const client = new ClientView(found.state.turns[0]!.user_id);
  client.sync(mirror, sightOf(found.state, map, client.viewer(found.state)));
  const it = { offset: 0 };
  encoder.encodeAll(it);
  encoder.encodeAllView(client.view as StateView, it.offset, it);
  encoder.discardChanges();

  const result = apply(found.state, found.action, { map, now: found.now + 1000 });
  if (!result.ok) throw new Error(result.error.code);
  mirrorGame(mirror, input(result.state));
  client.sync(mirror, sightOf(result.state, map, client.viewer(result.state)));
  const patchIt = { offset: 0 };
  encoder.encode(patchIt);
  const patch = encoder.encodeView(client.view as StateView, patchIt.offset, patchIt);
  encoder.discardChanges();

  const body = JSON.stringify(
    buildUpdateState({
      gameId: 1,
      state: result.state,
      map,
      usernames,
      viewerUserId: found.state.turns[0]!.user_id,
      log: result.events.map((event, i) => ({ ...event, seq: i + 1 })),
      now: found.now,
    }),
  );
  return {
    patch: patch.byteLength,
    json: Buffer.byteLength(body),
    gzip: gzipSync(body).byteLength,
  };
}

const samples = Array.from({ length: 20 }, (_, seed) => measure(seed + 1)).filter(
  (s) => s !== undefined,
);
const patch = median(samples.map((s) => s.patch));
const json = median(samples.map((s) => s.json));
const gzip = median(samples.map((s) => s.gzip));
console.log(
  `attack: schema patch ${patch} B, update-state JSON ${json} B (gzip ${gzip} B): ` +
    `patch = 1/${(json / patch).toFixed(0)} of the JSON, 1/${(gzip / patch).toFixed(0)} of the gzipped JSON (median of ${samples.length} attacks)`,
);
