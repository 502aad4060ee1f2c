/**
 * The benchmark's heuristic player plays seeded games across the options that change its choices
 * (fog, card modes, fortification modes, teams, game types) on the classic map: the engine must
 * accept every action it picks, and its games must end.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, randInt, seedRng, view, type GameOptions } from '../../../shared/engine';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld.js';
import { playSeats, seatAction } from '../../../test/fixtures/aiGames';
import { startGame } from '../../simulate.js';
import { heuristicAction } from './heuristicPlayer.js';

const map = CLASSIC_WORLD;
const GAMES = 40;

function optionsFor(seed: number): GameOptions {
  const rng = seedRng(seed);
  const pick = (n: number) => randInt(rng, n);
  const teams = pick(3) === 0;
  return {
    ...DEFAULT_OPTIONS,
    map_id: map.id,
    num_players: 4,
    game_type: pick(8) as GameOptions['game_type'],
    cards: pick(5) as GameOptions['cards'],
    cards_cap: 12,
    fog_of_war: pick(2) as 0 | 1,
    fortification: pick(4) as GameOptions['fortification'],
    turn_order: pick(3) as GameOptions['turn_order'],
    players_per_team: teams ? 2 : 1,
  };
}

describe('heuristic player', () => {
  it(`plays ${GAMES} seeded games with only legal actions, and they end`, () => {
    let finished = 0;
    let decisions = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = startGame(optionsFor(seed), map, seed);
      if (typeof game === 'string') throw new Error(game);
      // Seats 1-3 are heuristic players, seat 4 the random bot (playSeats throws on an illegal action).
      const played = playSeats(game.state, map, ['random', 'random', 'random', 'random'], {
        seed,
        now: 1_800_000_000_000,
        maxActions: 20_000,
        choose: (kind, s, m, id, rngSeed) => {
          if (id === 4) return seatAction(kind, s, m, id, rngSeed);
          decisions++;
          return heuristicAction(view(s, m, { player_id: id }), m);
        },
      });
      if (played.finished) finished++;
    }
    expect(decisions).toBeGreaterThan(GAMES * 50);
    expect(finished).toBe(GAMES);
  }, 120_000);
});
