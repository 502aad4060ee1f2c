/**
 * Jumps through snapshots (timeline.ts): landing on any event of a recorded game must show exactly
 * what stepping there from the start shows, whichever way the jump came and however it goes on.
 */
import { describe, expect, it } from 'vitest';
import {
  createPlayback,
  playbackStateOf,
  seedRng,
  shuffle,
  type PlaybackState,
  type ReplayEvent,
} from '../../../shared/engine';
import type { FullReplay, ReplayPlayer } from '../../../shared/protocol/replay';
import { playRandomGame, startedGame } from '../../../test/fixtures/engine';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld';
import { SNAPSHOT_EVERY, timelineOf, type ReplayTimeline } from './timeline';

/**
 * A whole 4-player game with cards, played to its end (about 1,500 events): hands change with
 * conquests, so the snapshots must keep them.
 */
function recordedGame() {
  const { state, events } = startedGame({ num_players: 4, cards: 0 }, CLASSIC_WORLD, 5);
  const played = playRandomGame(state, CLASSIC_WORLD, 5, 3000);
  if (played.state.status !== 3) throw new Error('the recorded game must end');
  return { initial: playbackStateOf(state, 0), events: [...events, ...played.events] };
}

const { initial, events } = recordedGame();

const players: ReplayPlayer[] = [1, 2, 3, 4].map((id) => ({
  player_id: id,
  user_id: 100 + id,
  username: `P${id}`,
  color: initial.players[id]!.color,
  team: 0,
  computer: null,
  coached: false,
}));

const replay: FullReplay = {
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

/** What stepping from the start shows after each number of events (index = position). */
function steppedStates(list: readonly ReplayEvent[]): PlaybackState[] {
  const created = createPlayback(initial, list, 0);
  if (!created.ok) throw new Error(created.error);
  const states = [created.playback.state];
  while (created.playback.forward().ok && created.playback.position > states.length - 1)
    states.push(created.playback.state);
  return states;
}

const reference = steppedStates(events);

/** Everything the timeline shows of the state, as the reference would show it. */
function shown(t: ReplayTimeline) {
  return {
    position: t.position,
    round: t.round,
    territories: t.territories(),
    players: players.map((p) => ({ alive: t.alive(p.player_id), ...t.counts(p.player_id) })),
  };
}

function expected(position: number) {
  const state = reference[position]!;
  return {
    position,
    round: state.round,
    territories: state.territories,
    players: players.map((p) => {
      const { alive, territories, troops } = state.players[p.player_id]!;
      return { alive, territories, troops };
    }),
  };
}

function fullTimeline(): ReplayTimeline {
  const t = timelineOf(replay);
  if (typeof t === 'string') throw new Error(t);
  return t;
}

describe('jumps through snapshots on a recorded game', () => {
  it('is a real game long enough to cross many snapshots', () => {
    expect(reference).toHaveLength(events.length + 1);
    expect(events.length).toBeGreaterThan(1000);
  });

  it('lands on every event exactly where stepping from the start lands, in any order', () => {
    const t = fullTimeline();
    const order = shuffle(
      seedRng(7),
      Array.from({ length: events.length + 1 }, (_, i) => i),
    );
    for (const position of order) {
      expect(t.seek(position)).toEqual({ error: null, alert: null });
      expect(shown(t)).toEqual(expected(position));
    }
  });

  it('steps back and forward from every landing as from a stepped position', () => {
    const t = fullTimeline();
    for (let position = 1; position < events.length; position += 7) {
      t.seek(position);
      expect(t.backward()).toBe(true);
      expect(shown(t)).toEqual(expected(position - 1));
      expect(t.forward().ok).toBe(true);
      expect(t.forward().ok).toBe(true);
      expect(shown(t)).toEqual(expected(position + 1));
    }
  });

  it('keeps every hand across a restored snapshot (the engine playback itself)', () => {
    const created = createPlayback(initial, events, 0);
    if (!created.ok) throw new Error(created.error);
    const playback = created.playback;
    const snapshots = [];
    while (playback.position < events.length) {
      if (playback.position % SNAPSHOT_EVERY === 0) snapshots.push(playback.snapshot());
      playback.forward();
    }
    for (const [k, snapshot] of snapshots.entries()) {
      playback.restore(snapshot);
      expect(playback.state).toEqual(reference[k * SNAPSHOT_EVERY]);
      for (let i = 0; i < SNAPSHOT_EVERY && !playback.atEnd; i++) playback.forward();
      expect(playback.state).toEqual(reference[playback.position]);
    }
    // Back from a restored snapshot stops there: the undo records begin at it.
    playback.restore(snapshots[3]!);
    expect(playback.backward()).toBe(false);
    expect(playback.position).toBe(3 * SNAPSHOT_EVERY);
  });

  it('stops a jump before an event that cannot be applied, with the spec text', () => {
    // An event after a conquest's follow-up move (a bad one right after a conquest breaks the split).
    const at = events.findIndex((e, i) => i > 120 && e.type === 6);
    const broken = [...events.slice(0, at + 1), { ...events[at + 1]!, type: 13 as never }];
    const t = timelineOf({ ...replay, events: broken });
    if (typeof t === 'string') throw new Error(t);
    expect(t.seek(broken.length)).toEqual({
      error: 'Event type should be in [0-12]',
      alert: null,
    });
    expect(shown(t)).toEqual(expected(at + 1));
    t.seek(0);
    expect(shown(t)).toEqual(expected(0));
  });
});
