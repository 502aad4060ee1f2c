/**
 * The fogged replay over seeded games of every game type: after each action the viewer's replay
 * shows exactly the engine's fog view of the state after it, and at no moment does it hold a
 * territory the viewer could not see during that action (the visibility here comes from the
 * engine's recorded states, not from the replay being tested).
 */
import { describe, expect, it } from 'vitest';
import { filterEvents, view, visibility, type Viewer } from '../../shared/engine';
import type { CardMode } from '../../shared/engine';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import type { SeenTerritory } from '../../shared/protocol/replay';
import {
  recordGame,
  seededOptions,
  storedEvents,
  type RecordedGame,
} from '../../test/support/seededGames';
import { foggedReplay } from './fogged';

const map = CLASSIC_WORLD;

/** The game cut at its last action while running (a fogged replay exists only then). */
function runningPart(game: RecordedGame): RecordedGame {
  const end = game.actions.findIndex((a) => a.after.status !== 2);
  return end < 0 ? game : { ...game, actions: game.actions.slice(0, end) };
}

function replayFor(game: RecordedGame, viewer: Viewer) {
  const last = game.actions[game.actions.length - 1]!.after;
  return foggedReplay({
    start: game.start,
    events: storedEvents(game),
    state: last,
    map,
    cardMode: last.options.cards as CardMode,
    viewer,
  });
}

function checkViewer(game: RecordedGame, viewer: Viewer) {
  const replay = replayFor(game, viewer);
  expect(replay.blocked).toBeNull();
  expect(replay.views).toHaveLength(replay.events.length);
  const shown: SeenTerritory[] = replay.initial.territories.map((t) => ({ ...t }));
  expect(shown).toEqual(view(game.started, map, viewer).territories);
  let next = 0;
  game.actions.forEach((action, a) => {
    const before = visibility(action.before, map, viewer);
    const seen = visibility(action.after, map, viewer).map((v, i) => v || before[i] === true);
    const kept = filterEvents(action.events, seen, viewer);
    expect(replay.events.slice(next, next + kept.length), `events of action ${a}`).toEqual(kept);
    for (let k = 0; k < kept.length; k++, next++) {
      for (const [id, player_id, troops] of replay.views[next] ?? []) {
        shown[id - 1] = { player_id, troops };
      }
      shown.forEach((t, i) => {
        if (t.player_id !== null || t.troops !== null) {
          expect(seen[i], `territory ${i + 1} shown during action ${a}`).toBe(true);
        }
      });
    }
    if (kept.length > 0) {
      expect(shown, `view after action ${a}`).toEqual(view(action.after, map, viewer).territories);
    }
  });
  expect(next).toBe(replay.events.length);
  const now = game.actions[game.actions.length - 1]!.after;
  expect(shown).toEqual(view(now, map, viewer).territories);
}

describe.each([1, 2])('seed %i', (seed) => {
  const fogged = seededOptions(seed).filter((o) => o.fog_of_war === 1);
  it.each(fogged.map((o) => [o.game_type, o] as const))(
    'game type %i: each seat and a spectator see what the engine showed them, never more',
    (_type, options) => {
      const game = runningPart(recordGame(map, options, seed, 300));
      expect(game.actions.length).toBeGreaterThan(10);
      for (const p of game.started.players) checkViewer(game, { player_id: p.player_id });
      checkViewer(game, null);
    },
  );

  it('a replay asked for mid-game ends at the viewer’s view of that moment', () => {
    const game = runningPart(recordGame(map, { ...fogged[0], num_players: 3 }, seed, 200));
    const middle = { ...game, actions: game.actions.slice(0, Math.floor(game.actions.length / 2)) };
    const now = middle.actions[middle.actions.length - 1]!.after;
    const replay = replayFor(middle, { player_id: 2 });
    const shown = replay.initial.territories.map((t) => ({ ...t }));
    for (const change of replay.views.flat()) {
      shown[change[0] - 1] = { player_id: change[1], troops: change[2] };
    }
    expect(shown).toEqual(view(now, map, { player_id: 2 }).territories);
    expect(shown.some((t) => t.player_id === null)).toBe(true);
  });
});

it('a spectator of a running fog game is sent no territory at all', () => {
  const game = runningPart(recordGame(map, { fog_of_war: 1, num_players: 3 }, 5, 150));
  const replay = replayFor(game, null);
  expect(replay.initial.territories.every((t) => t.player_id === null && t.troops === null)).toBe(
    true,
  );
  expect(replay.views.flat()).toEqual([]);
  expect(replay.events.length).toBeGreaterThan(0);
});
