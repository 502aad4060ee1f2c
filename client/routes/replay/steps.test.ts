import { describe, expect, it } from 'vitest';
import { EVENT_TYPES as T, makeEvent, type ReplayEvent } from '../../../shared/engine';
import { startedGame, playRandomGame } from '../../../test/fixtures/engine';
import {
  PLAYBACK_ALERTS,
  PLAYBACK_ERRORS,
  playbackStateOf,
  type PlaybackState,
} from '../../../shared/engine';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld';
import type { FoggedReplay, FullReplay, ReplayPlayer } from '../../../shared/protocol/replay';
import { chartData, cursorX, positionAtX } from './chartData';
import {
  isBlocking,
  nextRoundTarget,
  previousRoundTarget,
  seek,
  stepBack,
  stepForward,
} from './steps';
import { timelineOf, type ReplayTimeline } from './timeline';

const ev = (type: number, player: number, ...params: number[]): ReplayEvent =>
  makeEvent(type as never, player, ...params);

const players: ReplayPlayer[] = [
  { player_id: 1, user_id: 11, username: 'Ann', color: 3, team: 0, computer: null, coached: false },
  { player_id: 2, user_id: 12, username: 'Bob', color: 2, team: 0, computer: null, coached: false },
];

function smallStart(): PlaybackState {
  const player = (color: number) => ({
    color,
    alive: true,
    cards: 0,
    territories: 0,
    troops: 0,
    reinforcements: 0,
  });
  return {
    territories: [
      { player_id: 1, troops: 5 },
      { player_id: 2, troops: 2 },
      { player_id: 0, troops: 3 },
    ],
    players: { 1: player(3), 2: player(2) },
    round: 0,
  };
}

function full(events: ReplayEvent[], initial = smallStart()): FullReplay {
  return {
    success: true,
    game_id: 1,
    map_id: 1,
    status: 3,
    card_mode: 0,
    players,
    events,
    fogged: false,
    initial,
  };
}

function timeline(replay: FullReplay | FoggedReplay): ReplayTimeline {
  const t = timelineOf(replay);
  if (typeof t === 'string') throw new Error(t);
  return t;
}

const ROUND_1 = [
  ev(T.ROUND_START, 0, 1),
  ev(T.TURN_START, 1, 1, 1),
  ev(T.REINFORCE, 1, 1, 3),
  ev(T.ATTACK, 1, 1, 2, 1, 2),
  ev(T.CONQUER, 1, 1, 2, 0, 2),
  ev(T.MOVE, 1, 1, 2, 3),
  ev(T.TURN_END, 1, 0),
  ev(T.PLAYER_OUT, 2, 1, 1),
  ev(T.GAME_END, 0, 1, 0),
];

describe('steps', () => {
  it('stop only after events that change the screen (spec §4: 1, 7, 8 and 12 do not)', () => {
    const silent = [T.TURN_START, T.TURN_END, T.PLAYER_OUT, T.GAME_END];
    for (let type = 0; type <= 12; type++) {
      expect(isBlocking(ev(type, 1)), `type ${type}`).toBe(!silent.includes(type as never));
    }
  });

  it('step forward passes silent events, step back returns to the same stops', () => {
    const t = timeline(full(ROUND_1));
    const stops: number[] = [];
    while (t.position < t.events.length) {
      stepForward(t);
      stops.push(t.position);
    }
    // Round start, reinforce (after the silent turn start), attack, conquer, move, then the end.
    expect(stops).toEqual([1, 3, 4, 5, 6, 9]);
    const back: number[] = [];
    while (t.position > 0) {
      stepBack(t);
      back.push(t.position);
    }
    expect(back).toEqual([6, 5, 4, 3, 1, 0]);
    expect(t.territories()).toEqual(smallStart().territories);
  });

  it('round jumps aim just after round starts', () => {
    const events = [...ROUND_1.slice(0, 7), ev(T.ROUND_START, 0, 2), ev(T.TURN_START, 1, 2, 2)];
    expect(nextRoundTarget(events, 0)).toBe(1);
    expect(nextRoundTarget(events, 1)).toBe(8);
    expect(nextRoundTarget(events, 8)).toBe(9);
    expect(previousRoundTarget(events, 9)).toBe(8);
    expect(previousRoundTarget(events, 8)).toBe(1);
    expect(previousRoundTarget(events, 4)).toBe(1);
    expect(previousRoundTarget(events, 1)).toBe(0);
    const t = timeline(full(events));
    seek(t, 8);
    expect([t.position, t.round]).toEqual([8, 2]);
    seek(t, 1);
    expect([t.position, t.round]).toEqual([1, 1]);
  });

  it('shows the spec texts of a bad event list and stops before the bad event', () => {
    const badType = timeline(full([ev(T.ROUND_START, 0, 1), ev(13, 1)]));
    expect(seek(badType, 2)).toEqual({ alert: null, error: PLAYBACK_ERRORS.badType });
    expect(badType.position).toBe(1);
    const unsplit = timeline(full([ev(T.CONQUER, 1, 1, 2, 0, 2), ev(T.REINFORCE, 1, 1, 1)]));
    expect(stepForward(unsplit).error).toBe(PLAYBACK_ERRORS.notSplit);
    const inconsistent = timeline(full([ev(T.ATTACK, 2, 1, 2, 1, 1)]));
    expect(stepForward(inconsistent).error).toBe(PLAYBACK_ERRORS.inconsistent);
  });

  it('event 11 alerts and changes nothing', () => {
    const t = timeline(full([ev(T.EXTRA_MOVE, 1, 1, 2, 1)]));
    expect(stepForward(t)).toEqual({ alert: PLAYBACK_ALERTS.extraMove, error: null });
    expect(t.territories()).toEqual(smallStart().territories);
  });
});

describe('a seeded game', () => {
  const { state: started, events: startEvents } = startedGame(
    { num_players: 3, cards: 0 },
    CLASSIC_WORLD,
    4,
  );
  const played = playRandomGame(started, CLASSIC_WORLD, 4, 250);
  const replay = full([...startEvents, ...played.events], playbackStateOf(started, 0));

  it('first -> last -> first by steps returns exactly the start state', () => {
    const t = timeline(replay);
    const start = t.territories();
    seek(t, t.events.length);
    expect(t.position).toBe(t.events.length);
    expect(t.territories()).toEqual(played.state.territories);
    seek(t, 0);
    expect(t.territories()).toEqual(start);
  });

  it('charts each round with a cursor between rounds and clicks back to sample positions', () => {
    const data = chartData(timeline(replay), players);
    expect(data.rounds[0]).toBe(0);
    expect(data.rounds).toEqual([...data.rounds].sort((a, b) => a - b));
    expect(data.positions[data.positions.length - 1]).toBe(replay.events.length);
    const ann = data.series[0]!;
    expect(ann.territories[0]).toBe(started.territories.filter((x) => x.player_id === 1).length);
    expect(ann.territories.at(-1)).toBe(
      played.state.territories.filter((x) => x.player_id === 1).length,
    );
    const middle = Math.floor(data.positions.length / 2);
    expect(cursorX(data, data.positions[middle]!)).toBe(data.rounds[middle]);
    const between = data.positions[middle]! + 1;
    const x = cursorX(data, between);
    expect(x).toBeGreaterThan(data.rounds[middle]!);
    expect(x).toBeLessThan(data.rounds[middle + 1]!);
    expect(positionAtX(data, data.rounds[middle]! + 0.2)).toBe(data.positions[middle]);
  });
});

describe('a fogged timeline', () => {
  const fogged: FoggedReplay = {
    success: true,
    game_id: 1,
    map_id: 1,
    status: 2,
    card_mode: 0,
    players,
    fogged: true,
    viewer: 1,
    initial: {
      territories: [
        { player_id: 1, troops: 5 },
        { player_id: 2, troops: 2 },
        { player_id: null, troops: null },
      ],
      round: 0,
    },
    events: [ev(T.ROUND_START, 0, 1), ev(T.ATTACK, 1, 1, 2, 1, 2), ev(T.CONQUER, 1, 1, 2, 0, 2)],
    views: [
      [],
      [
        [1, 1, 4],
        [2, 2, 0],
      ],
      [
        [2, 1, 0],
        [3, 0, 3],
      ],
    ],
    blocked: 'state is inconsistent with event',
  };

  it('draws the recorded changes forwards and backwards, and stops where the server did', () => {
    const t = timeline(fogged);
    seek(t, 3);
    expect(t.territories()).toEqual([
      { player_id: 1, troops: 4 },
      { player_id: 1, troops: 0 },
      { player_id: 0, troops: 3 },
    ]);
    expect(t.counts(1)).toEqual({ territories: 2, troops: 4 });
    expect(t.counts(2)).toBeNull();
    expect(stepForward(t).error).toBe(PLAYBACK_ERRORS.inconsistent);
    seek(t, 0);
    expect(t.territories()).toEqual(fogged.initial.territories);
    expect(t.round).toBe(0);
  });
});
