/**
 * The replay tool's playback over seeded bot games of every game type, with and without fog:
 * after each action's events the playback shows exactly the engine's state after that action,
 * and stepping to the end and back again returns exactly the start state.
 */
import { describe, expect, it } from 'vitest';
import { createPlayback, type Playback } from '../../shared/engine';
import type { CardMode } from '../../shared/engine';
import type { GameState } from '../../shared/engine';
import { CLASSIC_WORLD } from '../support/classicWorld';
import { recordGame, seededOptions, type RecordedGame } from '../support/seededGames';

const SEEDS = [1, 2];
const MAX_ACTIONS = 400;

/** What the playback must agree on with the engine after an action. */
function expectSameAsEngine(pb: Playback, s: GameState, deckLasted: boolean, where: string) {
  expect(pb.state.territories, `${where}: territories`).toEqual(s.territories);
  expect(pb.round, `${where}: round`).toBe(s.round);
  for (const p of s.players) {
    const shown = pb.state.players[p.player_id];
    expect(shown?.alive, `${where}: player ${p.player_id} alive`).toBe(p.alive);
    // Hand sizes are inferred from conquests: exact while the draw pile never ran dry.
    if (deckLasted)
      expect(shown?.cards, `${where}: player ${p.player_id} cards`).toBe(p.cards.length);
  }
}

function playbackOf(game: RecordedGame): Playback {
  const events = game.actions.flatMap((a) => a.events);
  const created = createPlayback(game.start, events, game.started.options.cards as CardMode);
  if (!created.ok) throw new Error(created.error);
  return created.playback;
}

describe.each(SEEDS)('seed %i', (seed) => {
  it.each(seededOptions(seed).map((o) => [o.game_type, o.fog_of_war, o] as const))(
    'game type %i, fog %i: every action forwards and backwards to the engine state',
    (_type, _fog, options) => {
      const game = recordGame(CLASSIC_WORLD, options, seed, MAX_ACTIONS);
      expect(game.actions.length).toBeGreaterThan(20);
      const pb = playbackOf(game);
      const start = pb.state;
      let deckLasted = true;
      const lasted: boolean[] = [];
      game.actions.forEach((action, i) => {
        for (const _event of action.events) {
          const step = pb.forward();
          expect(step.ok, `action ${i}: ${JSON.stringify(step)}`).toBe(true);
        }
        deckLasted &&= action.after.deck.length > 0 || action.after.options.cards === 3;
        lasted.push(deckLasted);
        expectSameAsEngine(pb, action.after, deckLasted, `after action ${i}`);
      });
      expect(pb.atEnd).toBe(true);
      for (let i = game.actions.length - 1; i > 0; i--) {
        for (const _event of game.actions[i]?.events ?? []) expect(pb.backward()).toBe(true);
        const before = game.actions[i - 1]!.after;
        expectSameAsEngine(pb, before, lasted[i - 1] ?? false, `back before action ${i}`);
      }
      pb.toStart();
      expect(pb.position).toBe(0);
      expect(pb.state).toEqual(start);
      // first -> last -> first with the jumps the control bar uses.
      expect(pb.toEnd().ok).toBe(true);
      pb.toStart();
      expect(pb.state).toEqual(start);
    },
  );
});
