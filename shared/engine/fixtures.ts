/** Test and simulation helpers: a small map, starting a game with n seats, driving a game with bots. */
import type { GameMap, MapTerritory } from '../maps/types.js';
import { apply } from './apply.js';
import { chooseAction } from './bot.js';
import type { ReplayEvent } from './events.js';
import { DEFAULT_OPTIONS, type GameOptions } from './options.js';
import { createGame } from './pregame.js';
import type { Action, ApplyResult, GameState } from './types.js';

/** A 3 x 4 grid map (ids row by row), one region per row with bonuses 2, 3, 2; capitals for 2-4 players. */
export function gridMap(): GameMap {
  const cols = 4;
  const rows = 3;
  const territories: MapTerritory[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const id = r * cols + c + 1;
      const adj: number[] = [];
      if (r > 0) adj.push(id - cols);
      if (c > 0) adj.push(id - 1);
      if (c < cols - 1) adj.push(id + 1);
      if (r < rows - 1) adj.push(id + cols);
      territories.push({
        id,
        key: `t${id}`,
        name: `T${id}`,
        x: c * 100 + 50,
        y: r * 100 + 50,
        region: r + 1,
        adjacencies: adj.sort((a, b) => a - b),
      });
    }
  }
  return {
    id: 99,
    name: 'Grid',
    author: 'tests',
    status: 2,
    creationDate: '2026-11-22',
    width: 400,
    height: 300,
    territories,
    regions: [1, 2, 3].map((r) => ({
      id: r,
      name: `Row ${r}`,
      bonus: r === 2 ? 3 : 2,
      territories: [1, 2, 3, 4].map((c) => (r - 1) * cols + c),
    })),
    capitals: { 2: [1, 12], 3: [1, 8, 10], 4: [1, 4, 9, 12] },
    hills: [],
    recommendedPlayers: { min: 2, max: 4 },
    tokenCost: 0,
  };
}

/** The tests' fixed clock (ms epoch). */
export const T0 = 1_800_000_000_000;

/** A game with every seat joined (so started), or throws. */
export function startedGame(
  options: Partial<GameOptions>,
  map: GameMap,
  seed = 1,
  now = T0,
): { state: GameState; events: ReplayEvent[] } {
  const opts: GameOptions = { ...DEFAULT_OPTIONS, map_id: map.id, ...options };
  const created = createGame(opts, { map, now, seed });
  if (!created.ok) throw new Error(created.errors.join(' '));
  let state = created.state;
  let events: ReplayEvent[] = [];
  const perTeam = opts.players_per_team;
  for (let i = 0; i < opts.num_players; i++) {
    const team = opts.join_manner === 1 && perTeam > 1 ? Math.floor(i / perTeam) + 1 : undefined;
    const r = apply(
      state,
      { type: 'join', user_id: 100 + i, color: i, ...(team ? { team } : {}) },
      { map, now },
    );
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events = r.events;
  }
  return { state, events };
}

/** Applies or throws (tests). */
export function must(
  state: GameState,
  action: Action,
  map: GameMap,
  now = T0,
): Extract<ApplyResult, { ok: true }> {
  const r = apply(state, action, { map, now });
  if (!r.ok) throw new Error(`${action.type}: ${r.error.code} ${r.error.message}`);
  return r;
}

export interface Step {
  before: GameState;
  action: Action;
  result: ApplyResult;
  now: number;
}

/**
 * Plays a game with random legal bots for at most `maxActions` actions; every ~`tickEvery` actions the
 * clock jumps past the earliest deadline and a tick runs (missed turns). Calls `onStep` after each action.
 */
export function playRandomGame(
  start: GameState,
  map: GameMap,
  seed: number,
  maxActions: number,
  onStep?: (step: Step) => void,
  tickEvery = 0,
): { state: GameState; events: ReplayEvent[]; actions: number } {
  let state = start;
  let now = T0;
  const events: ReplayEvent[] = [];
  let n = 0;
  for (; n < maxActions && state.status === 2; n++) {
    let action: Action | null;
    if (tickEvery > 0 && (seed + n) % tickEvery === 0) {
      now = Math.max(now, ...state.turns.map((t) => t.expires_at));
      action = { type: 'tick' };
    } else {
      const moving = state.turns.find((t) => t.step === 4);
      const turn = moving ?? state.turns[(seed + n) % Math.max(1, state.turns.length)];
      action = turn ? chooseAction(state, map, turn.player_id, seed * 7919 + n) : null;
    }
    if (!action) break;
    const result = apply(state, action, { map, now });
    onStep?.({ before: state, action, result, now });
    if (result.ok) {
      state = result.state;
      events.push(...result.events);
    } else if (action.type !== 'tick') {
      throw new Error(
        `bot chose an illegal action ${JSON.stringify(action)}: ${result.error.code}`,
      );
    }
  }
  return { state, events, actions: n };
}
