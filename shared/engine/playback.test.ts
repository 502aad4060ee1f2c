import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES as T, OUT_REASONS, makeEvent, type ReplayEvent } from './events.js';
import type { CardMode } from './options.js';
import {
  PLAYBACK_ALERTS,
  PLAYBACK_ERRORS,
  createPlayback,
  type Playback,
  type PlaybackState,
} from './playback.js';

/** Six territories: 1-2 player 1, 3-4 player 2, 5 player 3 (player 2's team-mate), 6 neutral. */
function initial(): PlaybackState {
  const player = (color: number, team = 0) => ({
    color,
    alive: true,
    cards: 0,
    territories: 99, // derived: the playback recomputes it
    troops: 99,
    reinforcements: 0,
    team,
  });
  return {
    territories: [
      { player_id: 1, troops: 5 },
      { player_id: 1, troops: 3 },
      { player_id: 2, troops: 4 },
      { player_id: 2, troops: 2 },
      { player_id: 3, troops: 3 },
      { player_id: 0, troops: 10 },
    ],
    players: { 1: player(3), 2: player(2, 1), 3: player(1, 1) },
    round: 0,
  };
}

const ev = (type: number, player: number, ...params: number[]): ReplayEvent =>
  makeEvent(type as never, player, ...params);

function playback(events: ReplayEvent[], cardMode: CardMode = 0, state = initial()): Playback {
  const created = createPlayback(state, events, cardMode);
  if (!created.ok) throw new Error(created.error);
  return created.playback;
}

const troops = (pb: Playback): number[] => pb.state.territories.map((t) => t.troops);
const owners = (pb: Playback): number[] => pb.state.territories.map((t) => t.player_id);

/** Forward once, expecting the error text at index 0 and an untouched state. */
function expectError(events: ReplayEvent[], message: string, cardMode: CardMode = 0): void {
  const pb = playback(events, cardMode);
  const before = pb.state;
  const result = pb.forward();
  expect(result).toEqual({ ok: false, error: { index: 0, message } });
  expect(pb.state).toEqual(before);
  expect(pb.position).toBe(0);
  expect(pb.error).toEqual({ index: 0, message });
}

describe('initial state', () => {
  it('derives territory and troop counts', () => {
    const pb = playback([]);
    expect(pb.counts(1)).toEqual({ territories: 2, troops: 8 });
    expect(pb.counts(2)).toEqual({ territories: 2, troops: 6 });
    expect(pb.counts(0)).toEqual({ territories: 1, troops: 10 });
    expect(pb.state.players[3]).toMatchObject({ territories: 1, troops: 3 });
  });

  it('rejects owners that are not players and players not keyed from 1', () => {
    const s = initial();
    s.territories[0] = { player_id: 7, troops: 1 };
    expect(createPlayback(s, [], 0)).toMatchObject({ ok: false });
    const t = initial();
    t.players[0] = t.players[1]!;
    expect(createPlayback(t, [], 0)).toMatchObject({ ok: false });
    expect(createPlayback({ ...initial(), round: -1 }, [], 0)).toMatchObject({ ok: false });
  });
});

describe('event semantics', () => {
  it('0 round start must follow the previous round', () => {
    const pb = playback([ev(T.ROUND_START, 0, 1), ev(T.ROUND_START, 0, 2)]);
    pb.toEnd();
    expect(pb.round).toBe(2);
    expectError([ev(T.ROUND_START, 0, 2)], PLAYBACK_ERRORS.inconsistent);
  });

  it('1, 7, 8 and 12 change nothing on the map; 8 marks the player out', () => {
    const pb = playback([
      ev(T.TURN_START, 1, 1, 1),
      ev(T.TURN_END, 1, 0),
      ev(T.PLAYER_OUT, 2, 0, OUT_REASONS.resigned),
      ev(T.GAME_END, 0, 1, 0),
    ]);
    expect(pb.toEnd()).toMatchObject({ ok: true });
    expect(troops(pb)).toEqual(troops(playback([])));
    expect(owners(pb)).toEqual(owners(playback([])));
    expect(pb.state.players[2]?.alive).toBe(false);
    expectError([ev(T.TURN_START, 9, 1, 1)], PLAYBACK_ERRORS.inconsistent);
  });

  it('2 cards: +2 per owned non-wild card territory, including two decks of one territory', () => {
    // Codes: territory 1 deck 0 = 4, territory 1 deck 1 = 5, territory 3 deck 0 = 12, wild = 0.
    const pb = playback([ev(T.CARDS, 1, 4, 5, 12, 6), ev(T.CARDS, 1, 0, 8, 1, 8)]);
    pb.forward();
    expect(troops(pb)).toEqual([9, 3, 4, 2, 3, 10]);
    pb.forward();
    expect(troops(pb)).toEqual([9, 5, 4, 2, 3, 10]);
  });

  it('2 cards in nuclear mode: every non-wild card territory turns neutral with 1 troop', () => {
    const pb = playback([ev(T.CARDS, 1, 4, 12, 0, 0)], 4);
    pb.forward();
    expect(owners(pb)).toEqual([0, 1, 0, 2, 3, 0]);
    expect(troops(pb)).toEqual([1, 3, 1, 2, 3, 10]);
    expect(pb.counts(0)).toEqual({ territories: 3, troops: 12 });
  });

  it('2 cards is inconsistent without cards or with a territory off the map', () => {
    expectError([ev(T.CARDS, 1, 4, 5, 12, 6)], PLAYBACK_ERRORS.inconsistent, 3);
    expectError([ev(T.CARDS, 1, 7 << 2, 5, 12, 6)], PLAYBACK_ERRORS.inconsistent);
  });

  it('3 reinforce adds troops on own and team-mate territories only', () => {
    const pb = playback([
      ev(T.TURN_START, 2, 1, 1),
      ev(T.REINFORCE, 2, 3, 4),
      ev(T.REINFORCE, 2, 5, 1),
    ]);
    pb.toEnd();
    expect(troops(pb)).toEqual([5, 3, 8, 2, 4, 10]);
    expect(pb.state.players[2]?.reinforcements).toBe(5);
    expectError([ev(T.REINFORCE, 1, 3, 4)], PLAYBACK_ERRORS.inconsistent);
    expectError([ev(T.REINFORCE, 1, 1, 0)], PLAYBACK_ERRORS.inconsistent);
  });

  it('4 attack removes both losses', () => {
    const pb = playback([ev(T.ATTACK, 1, 1, 3, 2, 3)]);
    pb.forward();
    expect(troops(pb)).toEqual([3, 3, 1, 2, 3, 10]);
    expectError([ev(T.ATTACK, 2, 1, 3, 1, 1)], PLAYBACK_ERRORS.inconsistent); // not the owner
    expectError([ev(T.ATTACK, 1, 1, 2, 1, 1)], PLAYBACK_ERRORS.inconsistent); // own target
    expectError([ev(T.ATTACK, 1, 1, 3, 5, 0)], PLAYBACK_ERRORS.inconsistent); // attacker below 1
    expectError([ev(T.ATTACK, 1, 1, 3, 0, 5)], PLAYBACK_ERRORS.inconsistent); // defender below 0
    expectError([ev(T.ATTACK, 1, 1, 3, -1, 0)], PLAYBACK_ERRORS.inconsistent);
  });

  it('5 conquer then 6 move', () => {
    const pb = playback([
      ev(T.ATTACK, 1, 1, 4, 0, 2),
      ev(T.CONQUER, 1, 1, 4, 0, 2),
      ev(T.MOVE, 1, 1, 4, 3),
    ]);
    pb.forward();
    pb.forward();
    expect(owners(pb)).toEqual([1, 1, 2, 1, 3, 0]);
    expect(troops(pb)).toEqual([5, 3, 4, 0, 3, 10]);
    pb.forward();
    expect(troops(pb)).toEqual([2, 3, 4, 3, 3, 10]);
    expect(pb.counts(1)).toEqual({ territories: 3, troops: 8 });
    expect(pb.counts(2)).toEqual({ territories: 1, troops: 4 });
  });

  it('5 conquer must be split into conquer and move', () => {
    const zeroed = ev(T.ATTACK, 1, 1, 4, 0, 2);
    const notSplit = (next: ReplayEvent): void => {
      const pb = playback([zeroed, ev(T.CONQUER, 1, 1, 4, 0, 2), next]);
      pb.forward();
      expect(pb.forward()).toEqual({
        ok: false,
        error: { index: 1, message: PLAYBACK_ERRORS.notSplit },
      });
    };
    notSplit(ev(T.TURN_END, 1, 0));
    notSplit(ev(T.MOVE, 1, 2, 4, 1));
    notSplit(ev(T.MOVE, 1, 1, 3, 1));
    // The last event of a game still waiting for its move is fine.
    const live = playback([zeroed, ev(T.CONQUER, 1, 1, 4, 0, 2)]);
    expect(live.toEnd()).toMatchObject({ ok: true });
  });

  it('5 conquer is inconsistent with a defended territory or a wrong previous owner', () => {
    expectError(
      [ev(T.CONQUER, 1, 1, 4, 0, 2), ev(T.MOVE, 1, 1, 4, 1)],
      PLAYBACK_ERRORS.inconsistent,
    );
    const pb = playback([
      ev(T.ATTACK, 1, 1, 4, 0, 2),
      ev(T.CONQUER, 1, 1, 4, 0, 3),
      ev(T.MOVE, 1, 1, 4, 1),
    ]);
    pb.forward();
    expect(pb.forward()).toMatchObject({
      ok: false,
      error: { message: PLAYBACK_ERRORS.inconsistent },
    });
  });

  it('5 conquer from 0 transfers a territory with its troops (capital capture)', () => {
    const pb = playback([ev(T.CONQUER, 1, 0, 3, 4, 2), ev(T.CONQUER, 1, 0, 4, 2, 2)]);
    pb.toEnd();
    expect(owners(pb)).toEqual([1, 1, 1, 1, 3, 0]);
    expect(troops(pb)).toEqual([5, 3, 4, 2, 3, 10]);
    expectError([ev(T.CONQUER, 1, 0, 3, 1, 2)], PLAYBACK_ERRORS.inconsistent);
  });

  it('6 move keeps one troop behind and goes to own or team-mate territories', () => {
    const pb = playback([ev(T.MOVE, 2, 3, 5, 3)]);
    pb.forward();
    expect(troops(pb)).toEqual([5, 3, 1, 2, 6, 10]);
    expectError([ev(T.MOVE, 2, 3, 4, 4)], PLAYBACK_ERRORS.inconsistent);
    expectError([ev(T.MOVE, 1, 1, 3, 1)], PLAYBACK_ERRORS.inconsistent);
    expectError([ev(T.MOVE, 1, 3, 1, 1)], PLAYBACK_ERRORS.inconsistent);
  });

  it('9 turns every territory of the player neutral, keeping troops', () => {
    const pb = playback([ev(T.TURNED_NEUTRAL, 2)]);
    pb.forward();
    expect(owners(pb)).toEqual([1, 1, 0, 0, 3, 0]);
    expect(troops(pb)).toEqual([5, 3, 4, 2, 3, 10]);
    expect(pb.counts(2)).toEqual({ territories: 0, troops: 0 });
  });

  it('10 decay removes troops from a neutral territory, never below 1', () => {
    const pb = playback([ev(T.DECAY, 0, 6, 1), ev(T.DECAY, 0, 6, 8)]);
    pb.toEnd();
    expect(troops(pb)[5]).toBe(1);
    expectError([ev(T.DECAY, 0, 6, 10)], PLAYBACK_ERRORS.inconsistent);
    expectError([ev(T.DECAY, 0, 1, 1)], PLAYBACK_ERRORS.inconsistent);
  });

  it('11 alerts and changes nothing', () => {
    const pb = playback([ev(T.EXTRA_MOVE, 1, 1, 2, 1)]);
    expect(pb.forward()).toMatchObject({ ok: true, alert: PLAYBACK_ALERTS.extraMove });
    expect(troops(pb)).toEqual(troops(playback([])));
  });

  it.each([13, -1, 2.5, 99])('type %s is not an event type', (type) => {
    expectError([ev(type, 1)], PLAYBACK_ERRORS.badType);
  });

  it('non-integer parameters are inconsistent', () => {
    expectError([ev(T.REINFORCE, 1, 1, 1.5)], PLAYBACK_ERRORS.inconsistent);
  });
});

describe('cards in hand', () => {
  it('draws one card at the end of a turn with a conquest, passes hands on elimination', () => {
    const pb = playback([
      ev(T.TURN_START, 1, 1, 1),
      ev(T.ATTACK, 1, 1, 4, 0, 2),
      ev(T.CONQUER, 1, 1, 4, 0, 2),
      ev(T.MOVE, 1, 1, 4, 1),
      ev(T.TURN_END, 1, 0),
      ev(T.TURN_START, 2, 2, 1),
      ev(T.TURN_END, 2, 0),
      ev(T.PLAYER_OUT, 1, 2, OUT_REASONS.eliminated),
    ]);
    pb.toEnd();
    expect(pb.state.players[2]?.cards).toBe(1);
    expect(pb.state.players[1]).toMatchObject({ cards: 0, alive: false });
    pb.backward();
    expect(pb.state.players[1]).toMatchObject({ cards: 1, alive: true });
  });

  it('draws nothing for a turn cut short by its player going out', () => {
    const pb = playback([
      ev(T.TURN_START, 2, 1, 1),
      ev(T.ATTACK, 2, 3, 1, 0, 5),
      ev(T.CONQUER, 2, 3, 1, 0, 1),
      ev(T.MOVE, 2, 3, 1, 1),
      ev(T.TURN_END, 2, 0),
      ev(T.PLAYER_OUT, 2, 1, OUT_REASONS.eliminated),
    ]);
    pb.toEnd();
    expect(pb.state.players[1]?.cards).toBe(0);
    expect(pb.state.players[2]).toMatchObject({ cards: 0, alive: false });
  });

  it('draws nothing without cards', () => {
    const pb = playback(
      [
        ev(T.ATTACK, 1, 1, 4, 0, 2),
        ev(T.CONQUER, 1, 1, 4, 0, 2),
        ev(T.MOVE, 1, 1, 4, 1),
        ev(T.TURN_END, 1, 0),
      ],
      3,
    );
    pb.toEnd();
    expect(pb.state.players[1]?.cards).toBe(0);
  });
});

describe('navigation', () => {
  const events = [
    ev(T.ROUND_START, 0, 1),
    ev(T.REINFORCE, 1, 1, 3),
    ev(T.ROUND_START, 0, 2),
    ev(T.REINFORCE, 1, 1, 3),
    ev(T.REINFORCE, 1, 2, 1),
    ev(T.ROUND_START, 0, 3),
    ev(T.REINFORCE, 1, 2, 1),
  ];

  it('jumps to round starts and back', () => {
    const pb = playback(events);
    pb.nextRound();
    expect([pb.position, pb.round]).toEqual([1, 1]);
    pb.nextRound();
    expect([pb.position, pb.round]).toEqual([3, 2]);
    pb.forward();
    pb.previousRound();
    expect([pb.position, pb.round]).toEqual([3, 2]);
    pb.previousRound();
    expect([pb.position, pb.round]).toEqual([1, 1]);
    pb.previousRound();
    expect([pb.position, pb.round]).toEqual([0, 0]);
    pb.toEnd();
    expect([pb.position, pb.round, pb.atEnd]).toEqual([7, 3, true]);
    expect(pb.nextRound()).toMatchObject({ ok: true });
    expect(pb.forward()).toEqual({ ok: true, event: null, alert: null });
    pb.toStart();
    expect(pb.state).toEqual(playback(events).state);
    expect(pb.backward()).toBe(false);
  });

  it('stops at a blocking event and reports its index', () => {
    const pb = playback([...events.slice(0, 2), ev(T.ROUND_START, 0, 5), ...events.slice(2)]);
    expect(pb.toEnd()).toEqual({
      ok: false,
      error: { index: 2, message: PLAYBACK_ERRORS.inconsistent },
    });
    expect(pb.position).toBe(2);
    expect(pb.nextRound()).toMatchObject({ ok: false });
    pb.backward();
    expect(pb.error).toBeNull();
  });
});

/** Appends one random event that fits the playback's current state (a conquest appends two). */
function randomValidEvents(pb: Playback, r: () => number, events: ReplayEvent[]): void {
  const s = pb.state;
  const pick = <X>(xs: X[]): X | undefined => xs[Math.floor(r() * xs.length)];
  const ids = s.territories.map((_, i) => i + 1);
  const owned = (p: number) => ids.filter((id) => s.territories[id - 1]?.player_id === p);
  const player = pick([1, 2, 3]) ?? 1;
  const from = pick(owned(player).filter((id) => (s.territories[id - 1]?.troops ?? 0) > 1));
  const enemy = pick(
    ids.filter(
      (id) =>
        ![player, player === 2 ? 3 : player === 3 ? 2 : player].includes(
          s.territories[id - 1]?.player_id ?? -1,
        ),
    ),
  );
  const troopsOf = (id: number) => s.territories[id - 1]?.troops ?? 0;
  const n = (max: number) => Math.floor(r() * (max + 1));
  const kind = Math.floor(r() * 12);
  if (kind === 0) events.push(ev(T.ROUND_START, 0, s.round + 1));
  else if (kind === 1)
    events.push(ev(pick([T.TURN_START, T.TURN_END, T.GAME_END, T.EXTRA_MOVE]) ?? 1, player, 1, 1));
  else if (kind === 2)
    events.push(ev(T.PLAYER_OUT, player, pick([0, 1, 2, 3]) ?? 0, pick([1, 2, 3]) ?? 1));
  else if (kind === 3)
    events.push(ev(T.CARDS, player, (pick(ids) ?? 1) << 2, 0, ((pick(ids) ?? 1) << 2) | 1, 4));
  else if (kind === 4 && owned(player).length)
    events.push(ev(T.REINFORCE, player, pick(owned(player)) ?? 1, 1 + n(5)));
  else if (kind === 5 && from && enemy) {
    events.push(ev(T.ATTACK, player, from, enemy, n(troopsOf(from) - 1), n(troopsOf(enemy))));
  } else if (kind === 6 && from && enemy && troopsOf(enemy) === 0) {
    const previous = s.territories[enemy - 1]?.player_id ?? 0;
    events.push(
      ev(T.CONQUER, player, from, enemy, 0, previous),
      ev(T.MOVE, player, from, enemy, 1 + n(troopsOf(from) - 2)),
    );
  } else if (kind === 7 && from) {
    const to = pick(owned(player).filter((id) => id !== from));
    if (to) events.push(ev(T.MOVE, player, from, to, n(troopsOf(from) - 1)));
  } else if (kind === 8 && r() < 0.2) events.push(ev(T.TURNED_NEUTRAL, player));
  else if (kind === 9) {
    const neutral = pick(owned(0));
    if (neutral) events.push(ev(T.DECAY, 0, neutral, n(troopsOf(neutral) - 1)));
  } else if (kind === 10 && enemy) {
    const t = s.territories[enemy - 1];
    if (t && t.player_id !== 0) events.push(ev(T.CONQUER, player, 0, enemy, t.troops, t.player_id));
  } else events.push(ev(Math.floor(r() * 16) - 1, n(4), n(7), n(7), n(5), n(5))); // often invalid
}

describe('reversibility', () => {
  it('forward all then backward all returns exactly the start state', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<CardMode>(0, 1, 2, 3, 4),
        fc.integer({ min: 1, max: 150 }),
        (seed, mode, steps) => {
          let x = seed | 0;
          const r = (): number => {
            x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
            return ((x ^ (x >>> 13)) >>> 0) / 2 ** 32;
          };
          const events: ReplayEvent[] = [];
          const pb = playback(events, mode);
          const start = pb.state;
          const snapshots = [start];
          for (let i = 0; i < steps; i++) {
            randomValidEvents(pb, r, events);
            while (pb.position < events.length) {
              const before = pb.state;
              const result = pb.forward();
              if (!result.ok) {
                expect(pb.state).toEqual(before); // a rejected event changes nothing
                events.length = pb.position; // drop it (and its pair) to keep going
                break;
              }
              snapshots.push(pb.state);
            }
            // A battle conquest left last (its move rejected, or a random lone conquer) would not
            // be followed by its move once more events come: take it back too.
            const last = events[pb.position - 1];
            if (last?.type === T.CONQUER && last.param1 !== 0) {
              pb.backward();
              snapshots.pop();
              events.length = pb.position;
            }
          }
          for (let i = snapshots.length - 1; i > 0; i--) {
            expect(pb.state).toEqual(snapshots[i]);
            pb.backward();
          }
          expect(pb.state).toEqual(start);
          pb.toEnd();
          expect(pb.state).toEqual(snapshots[snapshots.length - 1]);
        },
      ),
      { numRuns: 200, examples: [[-351278553, 0, 22]] },
    );
  });
});
