import { describe, expect, it } from 'vitest';
import { apply, view, type GameState } from '../engine/index.js';
import { T0, gridMap, startedGame } from '../../test/fixtures/engine';
import { optionsFor, playSeats, seatAction, type SeatKind } from '../../test/fixtures/aiGames';
import { coachAdvice } from './coach.js';

const map = gridMap();
const GAMES = 1000;
/** Enough for most games to end (Normal seats finish them) while keeping the run to seconds. */
const MAX_ACTIONS = 400;

/** Asks the coach for every seat with a turn, on its own view, and applies its advice to the truth. */
function checkAdviceAt(s: GameState, seed: number): number {
  let asked = 0;
  for (const turn of s.turns) {
    const seen = view(s, map, { player_id: turn.player_id });
    const advice = coachAdvice(seen, map, seed);
    if (!advice) continue;
    asked++;
    const applied = apply(s, advice.action, { map, now: T0 });
    if (!applied.ok)
      throw new Error(`seed ${seed}: ${JSON.stringify(advice.action)} ${applied.error.code}`);
    expect(advice.text.length).toBeGreaterThan(0);
    if (advice.action.type === 'attack') expect(advice.odds).toBeGreaterThan(0);
  }
  return asked;
}

describe('the coach', () => {
  it(`suggests only legal moves, in every position of ${GAMES} seeded games`, () => {
    let asked = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const options = optionsFor(seed);
      const { state } = startedGame(options, map, seed, T0);
      // A random seat (the person the coach helps: positions no computer would reach) among Normals.
      const seats: SeatKind[] = Array.from({ length: options.num_players ?? 3 }, (_, i) =>
        i === seed % (options.num_players ?? 3) ? 'random' : 'normal',
      );
      playSeats(state, map, seats, {
        seed,
        now: T0,
        maxActions: MAX_ACTIONS,
        choose: (kind, s, m, id, decisionSeed) => {
          asked += checkAdviceAt(s, decisionSeed);
          return seatAction(kind, s, m, id, decisionSeed);
        },
      });
    }
    expect(asked).toBeGreaterThan(GAMES * 50);
  }, 300_000);

  it('names the region an attack completes, with the exact odds', () => {
    const { state } = startedGame({ num_players: 2, fog_of_war: 1 }, map, 3, T0);
    const s = structuredClone(state);
    // Seat 1 holds the whole first region but its last territory, which a lone defender holds.
    const region = map.regions[0]!;
    const [last, ...rest] = [...region.territories].reverse();
    for (const t of s.territories) Object.assign(t, { player_id: 2, troops: 1 });
    for (const t of rest) Object.assign(s.territories[t - 1]!, { player_id: 1, troops: 1 });
    const from = map.territories[last! - 1]!.adjacencies.find((n) => rest.includes(n))!;
    Object.assign(s.territories[from - 1]!, { troops: 30 });
    s.turns[0] = { ...s.turns[0]!, player_id: 1, user_id: s.players[0]!.user_id, step: 3 };
    const advice = coachAdvice(view(s, map, { player_id: 1 }), map, 1)!;
    expect(advice.action).toMatchObject({ type: 'attack', territory_to: last });
    expect(advice.text).toContain(`completes ${region.name}: +${region.bonus} a turn`);
    expect(advice.odds).toBeGreaterThan(0.99);
  });
});
