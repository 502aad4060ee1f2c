import { describe, expect, it } from 'vitest';
import { view, type GameView } from '../../../shared/engine';
import { updateStateOf, type LogEntry } from '../../../shared/protocol/updateState';
import { gridMap, startedGame } from '../../../test/fixtures/engine';
import { GameStore } from './store';

const map = gridMap();
const seatView = view(startedGame({ num_players: 2 }, map).state, map, { player_id: 1 });

const event = (seq?: number): LogEntry => ({
  type: 3,
  player_id: 1,
  param1: 1,
  param2: 1,
  param3: 0,
  param4: 0,
  seq,
});

const at = (version: number): GameView => ({ ...seatView, version });

function body(version: number, log: LogEntry[] = [], now = 1_000) {
  return updateStateOf(at(version), { gameId: 1, now, log, betaMap: false });
}

describe('the game store', () => {
  it('keeps the newest projection; an HTTP body of the version held is taken, a room one is not', () => {
    const store = new GameStore();
    expect(store.acceptView(at(3))).toBe(true);
    expect(store.acceptUpdateState(body(2))).toBe(false);
    expect(store.acceptView(at(3))).toBe(false);
    expect(store.acceptUpdateState(body(3))).toBe(true);
    expect(store.version()).toBe(3);
    expect(store.get().view).toEqual(at(3));
  });

  it('merges the log by seq: every line held stays, a line brought again is held once', () => {
    const store = new GameStore();
    store.acceptUpdateState(body(1, [event(4), event(5)]));
    store.appendEvents([event(6), event(7)]);
    expect(store.get().log.map((e) => e.seq)).toEqual([4, 5, 6, 7]);
    // A tail that starts later than what is held, and misses a line the room sent, drops nothing.
    store.acceptUpdateState(body(2, [event(6), event(8)]));
    expect(store.get().log.map((e) => e.seq)).toEqual([4, 5, 6, 7, 8]);
    store.prependLog([event(2), event(3), event(4)], false);
    expect(store.get().log.map((e) => e.seq)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(store.get().logHasMore).toBe(false);
  });

  it('remembers the newest line it had when the screen opened, whatever comes or loads later', () => {
    const store = new GameStore();
    expect(store.get().seqAtOpen).toBeNull();
    store.acceptUpdateState(body(1, [event(4), event(5)]));
    expect(store.get().seqAtOpen).toBe(5);
    store.appendEvents([event(6)]);
    store.acceptUpdateState(body(2, [event(6), event(7)]));
    store.prependLog([event(2), event(3)], false);
    expect(store.get().seqAtOpen).toBe(5);
    const empty = new GameStore();
    empty.acceptUpdateState(body(1));
    expect(empty.get().seqAtOpen).toBe(-1);
  });

  it('takes a line brought again in its new form (the whole line once fog has lifted)', () => {
    const store = new GameStore();
    store.appendEvents([{ ...event(4), param3: 0 }]);
    store.acceptUpdateState(body(2, [{ ...event(4), param3: 37 }]));
    expect(store.get().log).toEqual([{ ...event(4), param3: 37 }]);
  });

  it("keeps each attack's roll on its own line, whichever of patch and event arrives first", () => {
    const attack = (seq: number, version: number): LogEntry => ({
      type: 4,
      player_id: 1,
      param1: 1,
      param2: 2,
      param3: 1,
      param4: 0,
      seq,
      version,
    });
    const rolled = (version: number, attacker: number[], defender: number[]): GameView => ({
      ...at(version),
      dice: { attacker, defender },
    });
    const store = new GameStore();
    store.acceptView(rolled(1, [1], [1]));
    // The event before its patch: the held projection's older dice are not paired with it.
    store.appendEvents([attack(7, 2)]);
    store.acceptView(rolled(2, [6, 3], [2]));
    // The next roll's patch before its event: version 3 has no line yet, line 7 keeps [6, 3].
    store.acceptView(rolled(3, [5, 5], [4]));
    store.appendEvents([attack(8, 3)]);
    // A later action that is not an attack keeps the last roll in the projection.
    store.acceptView(rolled(4, [5, 5], [4]));
    expect(Object.fromEntries(store.get().rolls)).toEqual({
      7: { attacker: [6, 3], defender: [2] },
      8: { attacker: [5, 5], defender: [4] },
    });
  });

  it('takes the server clock from HTTP bodies', () => {
    const store = new GameStore();
    store.acceptUpdateState(body(1), 400);
    expect(store.get().clockOffset).toBe(600);
  });
});
