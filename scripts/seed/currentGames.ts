import { apply, createGame, type GameState } from '../../shared/engine';
import type { GameMap } from '../../shared/maps/types';
import type { Database } from '../../server/db/client.js';
import { makeOptions } from './world.js';
import { insertRows, iso, reserveIds } from './bulk.js';

const RUNNING = 300;
const WAITING = 200;

/** A game made by the engine itself, joined by `people` (a full table starts it). */
function engineGame(
  map: GameMap,
  options: ReturnType<typeof makeOptions>,
  people: number[],
  now: number,
  seed: number,
): GameState | undefined {
  const created = createGame({ ...options, map_id: map.id }, { map, now, seed });
  if (!created.ok) return undefined;
  let state = created.state;
  for (const [i, userId] of people.entries()) {
    const joined = apply(state, { type: 'join', user_id: userId, color: i + 1 }, { map, now });
    if (!joined.ok) return undefined;
    state = joined.state;
  }
  return state;
}

function makeCurrentGames(
  mapFiles: { map: GameMap }[],
  personIds: number[],
  random: () => number,
  now: number,
): GameState[] {
  const games: GameState[] = [];
  for (let tries = 0; games.length < RUNNING + WAITING && tries < 10_000; tries++) {
    const map = mapFiles[Math.floor(random() * mapFiles.length)]!.map;
    // Without teams: a join then needs no team choice.
    const options = {
      ...makeOptions(random, [map.id]),
      players_per_team: 1,
      ranking_mode: 0 as const,
    };
    const full = games.length < RUNNING;
    const count = full ? options.num_players : 1 + Math.floor(random() * (options.num_players - 1));
    const people = new Set<number>();
    while (people.size < count) people.add(personIds[Math.floor(random() * personIds.length)]!);
    const at = now - Math.floor(random() * 3_600_000);
    const state = engineGame(map, options, [...people], at, tries + 1);
    if (state) games.push(state);
  }
  return games;
}

/** Waiting and running games with real engine states: the profile's and "my games"' current games. */
export async function seedCurrentGames(
  db: Database,
  mapFiles: { map: GameMap }[],
  personIds: number[],
  random: () => number,
  now: number,
): Promise<void> {
  const games = makeCurrentGames(mapFiles, personIds, random, now);
  const ids = await reserveIds(db, 'games', games.length);
  await insertRows(
    db,
    'games (id, creator_id, map_id, status, options, state, version, created_at, started_at)',
    'id int, creator_id int, map_id int, status int, options jsonb, state json, version int, created_at timestamptz, started_at timestamptz',
    games.map((state, i) => ({
      id: ids[i],
      creator_id: state.players[0]!.user_id,
      map_id: state.options.map_id,
      status: state.status,
      options: state.options,
      state,
      version: state.version,
      created_at: iso(state.created_at),
      started_at: state.started_at > 0 ? iso(state.started_at) : null,
    })),
  );
  await insertRows(
    db,
    'game_seats (game_id, user_id, player_id, color, team, alive, on_turn)',
    'game_id int, user_id int, player_id int, color int, team int, alive boolean, on_turn boolean',
    games.flatMap((state, i) =>
      state.players.map((p) => ({
        game_id: ids[i],
        user_id: p.user_id,
        player_id: p.player_id,
        color: p.color,
        team: p.team,
        alive: p.alive,
        on_turn: state.turns.some((turn) => turn.player_id === p.player_id),
      })),
    ),
  );
}
