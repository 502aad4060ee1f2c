/**
 * The log tail a session rebuilds after a restart (the game played back from its start) masks
 * every line as the session masked it when it committed the action, for each seat and a spectator.
 */
import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { recordGame } from '../../test/support/seededGames';
import type { StoredEvent } from '../db/games';
import { linesSeenBy, loggedAction, loggedActions, LogTail } from './logTail';

const map = CLASSIC_WORLD;

describe('the log tail under fog', () => {
  it('rebuilt from the stored game, shows each viewer what it was shown live', () => {
    const game = recordGame(map, { fog_of_war: 1, num_players: 3 }, 7, 200);
    // Actions that wrote no line are not stored as such: the walk never sees them.
    const running = game.actions.filter((a) => a.after.status === 2 && a.events.length > 0);
    let seq = 0;
    const live = running.map((a) =>
      loggedAction(
        a.before,
        a.after,
        map,
        a.events.map((e): StoredEvent => ({
          ...e,
          seq: ++seq,
          version: a.after.version,
          at: new Date(0),
        })),
      ),
    );
    const events = live.flatMap((a) => [...a.lines]);
    const state = running.at(-1)!.after;
    const rebuilt = loggedActions({ start: game.start, events, state, map, from: 0 });
    expect(rebuilt).toHaveLength(live.length);
    const viewers = [null, ...state.players.map((p) => ({ player_id: p.player_id }))];
    let hidden = 0;
    for (const viewer of viewers) {
      const then = live.flatMap((a) => [...linesSeenBy(a, viewer)]);
      expect(rebuilt.flatMap((a) => [...linesSeenBy(a, viewer)])).toEqual(then);
      // A tail keeps raw lines: a viewer under fog sees the ones of them it was shown.
      const tail = LogTail.of(200, rebuilt).seenBy(state, viewer, 30);
      expect(tail.length).toBeGreaterThan(0);
      expect(tail).toEqual(then.slice(-tail.length));
      hidden += events.length - then.length;
    }
    expect(hidden).toBeGreaterThan(0);
  });
});
