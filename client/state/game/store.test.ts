import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from './snapshot';
import { GameStore } from './store';
import { snapshotFromRoom } from './roomSnapshot';
import type { GameRoomStateType } from '../../../shared/protocol/gameSchema';

const event = (seq?: number) => ({
  type: 3 as const,
  player_id: 1,
  param1: 1,
  param2: 1,
  param3: 0,
  param4: 0,
  seq,
});

function snapshot(version: number, extra: Partial<GameSnapshot> = {}): GameSnapshot {
  return {
    version,
    now: 1_000,
    log: [],
    cards: [],
    turns: [],
    players: [],
    game_state: { territories: [], hills: [5] },
    ...extra,
  } as unknown as GameSnapshot;
}

describe('the game store', () => {
  it('keeps the newest snapshot; an HTTP body replaces a room patch of the same version', () => {
    const store = new GameStore();
    expect(store.accept(snapshot(3), 'room')).toBe(true);
    expect(store.accept(snapshot(2), 'http')).toBe(false);
    expect(store.accept(snapshot(3), 'room')).toBe(false);
    expect(store.accept(snapshot(3), 'http')).toBe(true);
    expect(store.version()).toBe(3);
  });

  it('merges the log: older entries stay, the new tail replaces live events', () => {
    const store = new GameStore();
    store.accept(snapshot(1, { log: [event(4), event(5)] }), 'http');
    store.appendEvents([event()]);
    expect(store.get().log).toHaveLength(3);
    store.accept(snapshot(2, { log: [event(5), event(6)] }), 'http');
    expect(store.get().log.map((e) => e.seq)).toEqual([4, 5, 6]);
    store.prependLog([event(2), event(3)], false);
    expect(store.get().log.map((e) => e.seq)).toEqual([2, 3, 4, 5, 6]);
    expect(store.get().logHasMore).toBe(false);
  });

  it('takes the server clock from HTTP bodies', () => {
    const store = new GameStore();
    store.accept(snapshot(1), 'http', 400);
    expect(store.get().clockOffset).toBe(600);
  });
});

describe('room patches as snapshots', () => {
  const room = {
    version: 9,
    status: 2,
    round: 2,
    territories: [
      { player_id: 1, troops: 4 },
      { player_id: undefined, troops: undefined },
    ],
    players: [
      {
        player_id: 1,
        user_id: 11,
        username: 'Ann',
        team: 0,
        color: 3,
        alive: true,
        resigned: false,
        neutral: false,
        cards: 2,
        territories: -1,
        troops: -1,
        reinforcements: 0,
        add_time_left: 3,
        absent_until: 0,
        autokick_at: 0,
        kills: 0,
        capital: 0,
        hand: [8, 12],
        hand_colors: [2, 3],
      },
    ],
    turns: [
      {
        player_id: 1,
        user_id: 11,
        step: 4,
        round: 2,
        turn_id: 5,
        expires_at: 9,
        min_move: 2,
        move_due: 0,
        conquered: true,
        fortified: false,
        forced_turn_in: false,
        bonus_turn_in: true,
        last_conquer_from: 1,
        last_conquer_to: 2,
      },
    ],
    card_bonus: 6,
    sets_turned_in: 1,
    deck: 20,
    domination_target: 0,
    winner: 0,
    winning_team: 0,
    attacker_rolls: [6],
    defender_rolls: [1],
  } as unknown as GameRoomStateType;

  it('maps fog and hidden counts to null, takes hand colours and turn flags from the room, and keeps what it lacks', () => {
    const previous = snapshot(8, {});
    const { snapshot: s, complete } = snapshotFromRoom(room, previous, 11, 5);
    expect(complete).toBe(true);
    expect(s.cards.map((c) => [c.code, c.territory_id, c.color])).toEqual([
      [8, 2, 2],
      [12, 3, 3],
    ]);
    expect(s.turn).toMatchObject({ conquered: true, bonus_turn_in: true, fortified: false });
    expect(s.game_state.territories[1]).toEqual({
      id: 2,
      player_id: null,
      troops: null,
      is_capital: false,
    });
    expect(s.game_state.hills).toEqual([5]);
    expect(s.players[0]).toMatchObject({
      territories: null,
      troops: null,
      last_conquer: { from: 1, to: 2 },
    });
    expect(s.me?.player_id).toBe(1);
    expect(s.turn?.last_conquer).toEqual({ from: 1, to: 2 });
  });
});
