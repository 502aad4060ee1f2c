/**
 * Property tests: random legal games (bots) mixed with random noise actions, on the grid map and the
 * classic map, checking the engine's invariants after every action.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import type { GameMap } from '../maps/types.js';
import { apply } from './apply.js';
import { chooseAction } from './bot.js';
import { cardTerritory } from './cards.js';
import { EVENT_TYPES, type ReplayEvent } from './events.js';
import { T0, gridMap, playRandomGame, startedGame } from '../../test/fixtures/engine';
import { view, visibility } from './view.js';
import type { GameOptions } from './options.js';
import { randInt, seedRng, type RngState } from './rng.js';
import type { Action, GameState, Territory } from './types.js';

const TURN_ACTIONS = new Set([
  'begin-turn',
  'advance-phase',
  'undo-advance-phase',
  'turn-in-cards',
  'place-troops',
  'attack',
  'move-troops',
  'fortify',
  'end-turn',
  'add-time',
]);

/** The test's own fold of replay events over territories (the oracle for event completeness). */
function fold(ts: Territory[], e: ReplayEvent, cardMode: number): void {
  const t = (id: number): Territory => {
    const x = ts[id - 1];
    if (!x) throw new Error(`event ${JSON.stringify(e)} names territory ${id}`);
    return x;
  };
  switch (e.type) {
    case EVENT_TYPES.CARDS:
      for (const code of [e.param1, e.param2, e.param3]) {
        const id = cardTerritory(code);
        if (id === 0) continue;
        if (cardMode === 4) ts[id - 1] = { player_id: 0, troops: 1 };
        else if (t(id).player_id === e.player_id) t(id).troops += 2;
      }
      break;
    case EVENT_TYPES.REINFORCE:
      t(e.param1).troops += e.param2;
      break;
    case EVENT_TYPES.ATTACK:
      t(e.param1).troops -= e.param3;
      t(e.param2).troops -= e.param4;
      break;
    case EVENT_TYPES.CONQUER:
      expect(t(e.param2).player_id).toBe(e.param4);
      ts[e.param2 - 1] = { player_id: e.player_id, troops: e.param3 };
      break;
    case EVENT_TYPES.MOVE:
      t(e.param1).troops -= e.param3;
      t(e.param2).troops += e.param3;
      break;
    case EVENT_TYPES.TURNED_NEUTRAL:
      for (const x of ts) if (x.player_id === e.player_id) x.player_id = 0;
      break;
    case EVENT_TYPES.DECAY:
      t(e.param1).troops -= e.param2;
      break;
  }
}

function cardsOf(s: GameState): number[] {
  return [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.cards)].sort((a, b) => a - b);
}

function checkInvariants(s: GameState, map: GameMap, cards: number[], folded: Territory[]): void {
  const pending = new Set(s.turns.filter((t) => t.step === 4).map((t) => t.last_conquer?.to));
  s.territories.forEach((t, i) => {
    expect(
      Number.isInteger(t.player_id) && t.player_id >= 0 && t.player_id <= s.players.length,
    ).toBe(true);
    if (t.player_id !== 0)
      expect(s.players[t.player_id - 1]?.alive, `owner of ${i + 1} alive`).toBe(true);
    expect(t.troops >= (pending.has(i + 1) ? 0 : 1), `troops on ${i + 1}`).toBe(true);
  });
  expect(cardsOf(s)).toEqual(cards);
  expect(folded).toEqual(s.territories);
  for (const t of s.turns) expect(s.players[t.player_id - 1]?.alive).toBe(true);
  if (s.options.fog_of_war === 1 && s.status === 2) {
    for (const viewer of [null, ...s.players.map((p) => ({ player_id: p.player_id }))]) {
      const v = view(s, map, viewer);
      const seen = visibility(s, map, viewer);
      v.territories.forEach((t, i) => {
        if (!seen[i]) expect(t).toEqual({ player_id: null, troops: null });
        else if (viewer) expect(t.player_id !== null).toBe(true);
      });
      for (const p of v.players)
        if (p.player_id !== viewer?.player_id) expect(typeof p.cards).toBe('number');
      expect(JSON.stringify(v)).not.toContain('"rng":[');
    }
  }
}

/** A random, usually illegal, action: any type, any player, random payload. */
function noise(rng: RngState, s: GameState): Action {
  const player_id = randInt(rng, s.players.length + 2);
  const t = () => randInt(rng, s.territories.length + 2);
  const n = () => randInt(rng, 8) - 1;
  const hand = s.players[player_id - 1]?.cards ?? [];
  const options: Action[] = [
    { type: 'begin-turn', player_id },
    { type: 'advance-phase', player_id, from_step: randInt(rng, 6) },
    { type: 'undo-advance-phase', player_id, from_step: randInt(rng, 6) },
    {
      type: 'turn-in-cards',
      player_id,
      cards: [hand[0] ?? 0, hand[1] ?? 4, hand[randInt(rng, 5)] ?? 8],
    },
    { type: 'place-troops', player_id, territory: t(), num_troops: n() },
    { type: 'attack', player_id, territory_from: t(), territory_to: t(), num_attacks: n() },
    {
      type: 'move-troops',
      player_id,
      num_troops: n(),
      expected_terr_from: t(),
      expected_terr_to: t(),
    },
    { type: 'fortify', player_id, territory_from: t(), territory_to: t(), num_troops: n() },
    { type: 'end-turn', player_id, expected_id: s.turn_counter - randInt(rng, 2) },
    { type: 'add-time', player_id },
    { type: 'tick' },
  ];
  return options[randInt(rng, options.length)] as Action;
}

function runGame(
  map: GameMap,
  options: Partial<GameOptions>,
  seed: number,
  maxActions: number,
): GameState {
  const { state: start } = startedGame(options, map, seed);
  const rng = seedRng(seed ^ 0x5bd1e995);
  let s = start;
  let now = T0;
  // The deal is the fold's starting point (the join that started the game emitted only round/turn events).
  const folded = start.territories.map((t) => ({ ...t }));
  const cards = cardsOf(start);
  for (let i = 0; i < maxActions && s.status === 2; i++) {
    const r = randInt(rng, 100);
    let action: Action | null;
    if (r < 15) action = noise(rng, s);
    else if (r < 17) {
      now = Math.max(now, Math.min(...s.turns.map((t) => t.expires_at)));
      action = { type: 'tick' };
    } else {
      const turn = s.turns.find((t) => t.step === 4) ?? s.turns[randInt(rng, s.turns.length)];
      action = turn ? chooseAction(s, map, turn.player_id, seed * 1000 + i) : null;
    }
    if (!action) break;
    const before = JSON.stringify(s);
    const result = apply(s, action, { map, now });
    expect(JSON.stringify(s), 'apply never mutates its input').toBe(before);
    const actor = 'player_id' in action ? action.player_id : 0;
    if (TURN_ACTIONS.has(action.type) && !s.turns.some((t) => t.player_id === actor)) {
      expect(result.ok, `${action.type} by a player not on turn`).toBe(false);
    }
    if (!result.ok) continue;
    expect(result.state.version).toBe(s.version + 1);
    for (const e of result.events) fold(folded, e, s.options.cards);
    const prev = s;
    s = result.state;
    try {
      checkInvariants(s, map, cards, folded);
    } catch (e) {
      const where = {
        action,
        events: result.events,
        turns: prev.turns,
        territories: prev.territories,
      };
      throw new Error(`${(e as Error).message}\nafter ${JSON.stringify(where)}`, { cause: e });
    }
  }
  return s;
}

const gridOptions = fc
  .record({
    num_players: fc.integer({ min: 2, max: 4 }),
    game_type: fc.integer({ min: 0, max: 7 }),
    cards: fc.integer({ min: 0, max: 4 }),
    cards_advanced: fc.integer({ min: 0, max: 1 }),
    fog_of_war: fc.integer({ min: 0, max: 1 }),
    fortification: fc.integer({ min: 0, max: 3 }),
    turn_order: fc.integer({ min: 0, max: 2 }),
    dice: fc.integer({ min: 0, max: 1 }),
    teams: fc.boolean(),
    join_manner: fc.integer({ min: 0, max: 1 }),
  })
  .map((o) => {
    const teams = o.teams && o.num_players === 4;
    return {
      ...o,
      cards_advanced: o.cards === 3 ? 0 : o.cards_advanced,
      players_per_team: teams ? 2 : 1,
      join_manner: teams ? o.join_manner : 0,
      cards_cap: 12,
    } as Partial<GameOptions>;
  });

describe('random games keep every invariant', () => {
  it('grid map, all option combinations', () => {
    fc.assert(
      fc.property(gridOptions, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (options, seed) => {
        runGame(gridMap(), options, seed, 400);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('classic map, 6 players', () => {
    fc.assert(
      fc.property(gridOptions, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (options, seed) => {
        const o = {
          ...options,
          num_players: 6,
          players_per_team: options.players_per_team === 2 ? 2 : 1,
        };
        runGame(CLASSIC_WORLD, o, seed, 1500);
      }),
      { numRuns: 4 },
    );
  }, 60_000);
});

describe('regressions and garbage', () => {
  it('pinned seed: a player eliminated during simultaneous turns loses its turn', () => {
    const options: Partial<GameOptions> = {
      num_players: 3,
      game_type: 0,
      cards: 0,
      fortification: 0,
      turn_order: 2,
    };
    runGame(gridMap(), options, 1, 400);
  });

  it('malformed payloads are rejected or accepted, never thrown, never mutating the input', () => {
    const map = gridMap();
    const states: GameState[] = [];
    for (const seed of [1, 2, 3]) {
      const { state } = startedGame(
        { num_players: 3, turn_order: (seed % 3) as 0 | 1 | 2 },
        map,
        seed,
      );
      playRandomGame(state, map, seed, 150, (step) => states.push(step.before));
    }
    const types = [
      ...TURN_ACTIONS,
      'join',
      'leave',
      'still-here',
      'resign',
      'enable-absence',
      'tick',
      'kick',
      'turn-neutral',
      'bogus',
    ];
    const value = fc.oneof(
      fc.integer({ min: -3, max: 50 }),
      fc.string(),
      fc.constant(undefined),
      fc.constant(null),
      fc.double(),
      fc.array(fc.integer({ min: -1, max: 60 }), { maxLength: 4 }),
    );
    const keys = [
      'player_id',
      'user_id',
      'territory',
      'num_troops',
      'territory_from',
      'territory_to',
      'num_attacks',
      'from_step',
      'cards',
      'expected_id',
      'expected_terr_from',
      'expected_terr_to',
      'until',
      'color',
      'team',
    ];
    const payload = fc.dictionary(fc.constantFrom(...keys), value);
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.constantFrom(...types), payload, (i, type, p) => {
        const s = states[i] as GameState;
        const before = JSON.stringify(s);
        apply(s, { ...p, type } as unknown as Action, { map, now: T0 + 100_000 });
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);
});
