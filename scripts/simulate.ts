/**
 * Seeded self-play of random legal bots, checking the engine's invariants after every action.
 *
 *   npx tsx scripts/simulate.ts --seed 1 --count 1000 [--from 0] [--max-actions 30000]
 *
 * Games are spread over every game type, card mode, fortification mode, turn order, team size,
 * fog and dice setting, on the classic map and on a generated 200-territory map. Game i of a run
 * depends only on (seed, i), so `--seed S --from i --count 1` replays a failing game alone.
 * Exits 1 on the first violation, printing how to reproduce it.
 */
import { pathToFileURL } from 'node:url';
import { CLASSIC_WORLD } from '../test/support/classicWorld.js';
import { gridMap } from '../shared/maps/synthetic.js';
import type { GameMap } from '../shared/maps/types.js';
import { apply } from '../shared/engine';
import { chooseAction } from '../shared/engine';
import type { ReplayEvent } from '../shared/engine';
import { view } from '../shared/engine';
import { DEFAULT_OPTIONS, type GameOptions } from '../shared/engine';
import { Playback, playbackStateOf } from '../shared/engine';
import { createGame } from '../shared/engine';
import { nextFloat, randInt, seedRng, type RngState } from '../shared/engine';
import type { Action, GameState } from '../shared/engine';

export interface SimulateOptions {
  seed: number;
  count: number;
  /** Index of the first game (to replay one game of a longer run). */
  from?: number;
  /** Actions after which a game that has not ended is counted as unfinished. */
  maxActions?: number;
  /** Called after every game. */
  onProgress?: (done: number, summary: SimulationSummary) => void;
}

export interface Violation {
  game: number;
  gameSeed: number;
  action: number;
  options: Partial<GameOptions>;
  map: string;
  message: string;
}

export interface SimulationSummary {
  games: number;
  finished: number;
  unfinished: number;
  actions: number;
  events: number;
  eventsByType: number[];
  violation: Violation | null;
}

const T0 = 1_800_000_000_000;
const STEP_MS = 1000;
const TERRITORY_EVENTS = new Set([2, 3, 4, 5, 6, 9, 10]);

let bigMap: GameMap | undefined;
/** The generated 200-territory map, built once (capital placement takes a moment). */
function big(): GameMap {
  bigMap ??= gridMap({ cols: 20, rows: 10, id: 9000 });
  return bigMap;
}

/** A per-game seed from the run seed and the game index (splitmix-style mixing). */
export function gameSeed(seed: number, index: number): number {
  let z = (seed * 0x9e3779b9 + index * 0x85ebca6b + 0x632be5ab) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d);
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Options for game `index`: cycles (8 x 5 x 3 = 120 games cover every type, card mode and order). */
export function optionsFor(index: number, rng: RngState): Partial<GameOptions> {
  const teamSize = [1, 1, 1, 2, 3, 4][randInt(rng, 6)] ?? 1;
  const teams = 2 + randInt(rng, Math.floor(9 / teamSize) - 1);
  const players = teamSize === 1 ? 2 + randInt(rng, 8) : teams * teamSize;
  const cards = (index % 5) as GameOptions['cards'];
  return {
    num_players: players,
    game_type: (index % 8) as GameOptions['game_type'],
    cards,
    cards_cap: 4 + randInt(rng, 30),
    cards_advanced: cards === 3 ? 0 : (randInt(rng, 2) as 0 | 1),
    turn_order: (index % 3) as GameOptions['turn_order'],
    fortification: randInt(rng, 4) as GameOptions['fortification'],
    fog_of_war: randInt(rng, 2) as 0 | 1,
    dice: randInt(rng, 2) as 0 | 1,
    players_per_team: teamSize,
    join_manner: teamSize > 1 ? (randInt(rng, 2) as 0 | 1) : 0,
    turn_time: [60, 300, 86_400][randInt(rng, 3)] ?? 300,
  };
}

/** Every card code held anywhere, sorted: conserved from the deal to the end. */
function allCards(s: GameState): number[] {
  return [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.cards)].sort((a, b) => a - b);
}

const sameArray = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The first broken invariant of a state, or null. */
function stateViolation(s: GameState, before: GameState, cards: number[]): string | null {
  if (s.version !== before.version + 1) return `version ${before.version} -> ${s.version}`;
  if (s.territories.length !== before.territories.length) return 'territory count changed';
  const pending = new Set(s.turns.filter((t) => t.step === 4).map((t) => t.last_conquer?.to ?? 0));
  const owned = new Array<number>(s.players.length + 1).fill(0);
  for (const [i, t] of s.territories.entries()) {
    if (!Number.isInteger(t.player_id) || t.player_id < 0 || t.player_id > s.players.length) {
      return `territory ${i + 1} has owner ${t.player_id}`;
    }
    const min = pending.has(i + 1) ? 0 : 1;
    if (!Number.isInteger(t.troops) || t.troops < min)
      return `territory ${i + 1} has ${t.troops} troops`;
    owned[t.player_id] = (owned[t.player_id] ?? 0) + 1;
  }
  const outTurn = s.turns.find((t) => !s.players[t.player_id - 1]?.alive);
  if (outTurn) return `player ${outTurn.player_id} is out but still has a turn`;
  const defenders = new Set(s.turns.filter((t) => t.step === 4).map((t) => t.last_defender));
  for (const p of s.players) {
    const n = owned[p.player_id] ?? 0;
    if (!p.alive && n > 0) return `player ${p.player_id} is out but owns ${n} territories`;
    if (s.status === 2 && p.alive && n === 0 && !defenders.has(p.player_id)) {
      return `player ${p.player_id} is alive with no territory`;
    }
  }
  if (!sameArray(allCards(s), cards)) return 'cards not conserved';
  return null;
}

/** Playback folded to the end must give the engine's territories, players out and hand sizes. */
function playbackViolation(pb: Playback, s: GameState): string | null {
  const result = pb.toEnd();
  if (!result.ok) {
    const { index, message } = result.error;
    const context = pb.events
      .slice(Math.max(0, index - 4), index + 2)
      .map((e) => JSON.stringify(e));
    return `playback: ${message} at event ${index}; events ${index - Math.min(4, index)}..: ${context.join(' ')}`;
  }
  const ps = pb.state;
  for (const [i, t] of s.territories.entries()) {
    const p = ps.territories[i];
    if (p?.player_id !== t.player_id || p.troops !== t.troops) {
      return `playback territory ${i + 1} is ${JSON.stringify(p)}, engine ${JSON.stringify(t)}`;
    }
  }
  for (const p of s.players) {
    const q = ps.players[p.player_id];
    if (q?.alive !== p.alive) return `playback: player ${p.player_id} alive ${q?.alive}`;
    if (q.cards !== p.cards.length)
      return `playback: player ${p.player_id} holds ${q.cards} cards, engine ${p.cards.length}`;
  }
  return null;
}

/** Fog: each living player sees all its own territories and never the generator. */
function fogViolation(s: GameState, map: GameMap): string | null {
  for (const p of s.players) {
    if (!p.alive) continue;
    const v = view(s, map, { player_id: p.player_id });
    if ('rng' in v) return 'view leaks the generator';
    const hidden = s.territories.findIndex(
      (t, i) => t.player_id === p.player_id && v.territories[i]?.player_id !== p.player_id,
    );
    if (hidden >= 0) return `player ${p.player_id} cannot see its territory ${hidden + 1}`;
  }
  return null;
}

/** The next action: mostly the bot's, sometimes a timeout, a resignation or a kick. */
function nextAction(
  s: GameState,
  map: GameMap,
  rng: RngState,
  n: number,
  clock: { now: number },
): Action | null {
  const r = nextFloat(rng);
  const alive = s.players.filter((p) => p.alive);
  if (r < 0.004) {
    clock.now = Math.max(clock.now, ...s.turns.map((t) => t.expires_at));
    return { type: 'tick' };
  }
  if (r < 0.0045 && alive.length > 2)
    return { type: 'resign', player_id: alive[randInt(rng, alive.length)]?.player_id ?? 0 };
  if (r < 0.0048 && alive.length > 2)
    return { type: 'turn-neutral', player_id: alive[randInt(rng, alive.length)]?.player_id ?? 0 };
  // Simultaneous turns: while a conquest awaits its move, the engine holds everyone else
  // (waitForMove), as a real room would; so the mover acts first.
  const turn =
    s.turns.find((t) => t.step === 4) ?? s.turns[randInt(rng, Math.max(1, s.turns.length))];
  return turn ? chooseAction(s, map, turn.player_id, ((nextFloat(rng) * 2 ** 32) >>> 0) ^ n) : null;
}

interface GameResult {
  finished: boolean;
  actions: number;
  events: ReplayEvent[];
  violation: string | null;
  at: number;
}

/** Seats every player (the last join starts the game): the started state and its events, or why not. */
export function startGame(
  options: GameOptions,
  map: GameMap,
  seed: number,
): { state: GameState; events: ReplayEvent[] } | string {
  const created = createGame(options, { map, now: T0, seed });
  if (!created.ok) return `createGame: ${created.errors.join(' ')}`;
  let state = created.state;
  let events: ReplayEvent[] = [];
  const perTeam = options.players_per_team;
  for (let i = 0; i < options.num_players; i++) {
    const team = options.join_manner === 1 && perTeam > 1 ? Math.floor(i / perTeam) + 1 : undefined;
    const joined = apply(
      state,
      { type: 'join', user_id: 100 + i, color: i, ...(team ? { team } : {}) },
      { map, now: T0 },
    );
    if (!joined.ok) return `join ${i + 1}: ${joined.error.code}`;
    state = joined.state;
    events = joined.events;
  }
  return state.status === 2 ? { state, events } : 'game did not start after every seat joined';
}

function playGame(
  options: GameOptions,
  map: GameMap,
  seed: number,
  maxActions: number,
): GameResult {
  const started = startGame(options, map, seed);
  const fail = (violation: string, at: number, events: ReplayEvent[] = []): GameResult => ({
    finished: false,
    actions: at,
    events,
    violation,
    at,
  });
  if (typeof started === 'string') return fail(started, 0);
  let { state } = started;
  const events = [...started.events];
  // The deal happens inside the last join; its events must not touch territories, so the started
  // state (at round 0) is the replay's initial state.
  if (events.some((e) => TERRITORY_EVENTS.has(e.type)))
    return fail('start events change territories', 0, events);
  const pb = new Playback(playbackStateOf(state, 0), events, options.cards);
  const cards = allCards(state);
  const rng = seedRng(seed ^ 0x5bd1e995);
  const clock = { now: T0 };
  let n = 0;
  for (; n < maxActions && state.status === 2; n++) {
    clock.now += STEP_MS;
    const action = nextAction(state, map, rng, n, clock);
    if (!action) return fail('no player has an action while the game runs', n, events);
    const audit = n % 50 === 0 ? JSON.stringify(state) : null;
    const result = apply(state, action, { map, now: clock.now });
    if (audit !== null && JSON.stringify(state) !== audit)
      return fail(`apply mutated its input (${action.type})`, n, events);
    if (!result.ok) {
      // Only the bot promises legal actions; a timeout with nothing due or a refused resignation is fine.
      if (action.type === 'tick' || action.type === 'resign' || action.type === 'turn-neutral')
        continue;
      return fail(`illegal ${JSON.stringify(action)}: ${result.error.code}`, n, events);
    }
    events.push(...result.events);
    const broken =
      stateViolation(result.state, state, cards) ??
      playbackViolation(pb, result.state) ??
      (options.fog_of_war === 1 && n % 100 === 0 ? fogViolation(result.state, map) : null);
    state = result.state;
    if (broken) return fail(`after ${action.type}: ${broken}`, n, events);
  }
  return { finished: state.status === 3, actions: n, events, violation: null, at: n };
}

/** Runs `count` seeded games; stops at the first violation. */
export function simulate(o: SimulateOptions): SimulationSummary {
  const summary: SimulationSummary = {
    games: 0,
    finished: 0,
    unfinished: 0,
    actions: 0,
    events: 0,
    eventsByType: new Array<number>(13).fill(0),
    violation: null,
  };
  const from = o.from ?? 0;
  for (let i = from; i < from + o.count; i++) {
    const seed = gameSeed(o.seed, i);
    const map = i % 4 === 3 ? big() : CLASSIC_WORLD;
    const partial = optionsFor(i, seedRng(seed));
    const options: GameOptions = { ...DEFAULT_OPTIONS, ...partial, map_id: map.id };
    const game = playGame(
      options,
      map,
      seed,
      o.maxActions ?? (map === CLASSIC_WORLD ? 20_000 : 60_000),
    );
    summary.games++;
    summary.actions += game.actions;
    summary.events += game.events.length;
    for (const e of game.events)
      summary.eventsByType[e.type] = (summary.eventsByType[e.type] ?? 0) + 1;
    if (game.finished) summary.finished++;
    else if (!game.violation) summary.unfinished++;
    if (game.violation) {
      summary.violation = {
        game: i,
        gameSeed: seed,
        action: game.at,
        options: partial,
        map: map.name,
        message: game.violation,
      };
      o.onProgress?.(summary.games, summary);
      return summary;
    }
    o.onProgress?.(summary.games, summary);
  }
  return summary;
}

function argument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} expects a whole number`);
  return value;
}

function main(): void {
  const seed = argument('seed', 1);
  const count = argument('count', 100);
  const from = argument('from', 0);
  const maxActions = argument('max-actions', 0) || undefined;
  const started = performance.now();
  const summary = simulate({
    seed,
    count,
    from,
    maxActions,
    onProgress: (done, s) => {
      const secs = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\rgame ${done}/${count}  finished ${s.finished}  actions ${s.actions}  events ${s.events}  ${secs} s `,
      );
    },
  });
  process.stdout.write('\n');
  console.log(`events by type: ${summary.eventsByType.map((n, t) => `${t}:${n}`).join(' ')}`);
  console.log(
    `${summary.games} games, ${summary.finished} finished, ${summary.unfinished} unfinished (action cap), ${summary.actions} actions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const v = summary.violation;
  if (v) {
    console.error(
      `VIOLATION in game ${v.game} (game seed ${v.gameSeed}, ${v.map}) at action ${v.action}: ${v.message}`,
    );
    console.error(`options: ${JSON.stringify(v.options)}`);
    console.error(
      `reproduce: npx tsx scripts/simulate.ts --seed ${seed} --from ${v.game} --count 1`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
