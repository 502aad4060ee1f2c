/**
 * Every level plays seeded games across every option the engine has (game types, card modes,
 * fortification modes, turn orders, teams, fog, dice) on the small grid map: the engine must accept
 * every action it chooses, and the state must keep its invariants. The big runs are in the
 * benchmark (scripts/bench/ai.ts).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine/index.js';
import { gridMap, startedGame } from '../../test/fixtures/engine';
import { optionsFor, playSeats, type SeatKind } from '../../test/fixtures/aiGames';
import { AI_LEVELS } from './levels.js';

const map = gridMap();
const GAMES = 1000;

function allCards(s: GameState): number[] {
  return [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.cards)].sort((a, b) => a - b);
}

function checkInvariants(before: GameState, after: GameState, cards: readonly number[]): void {
  expect(after.version).toBe(before.version + 1);
  const pending = new Set(after.turns.filter((t) => t.step === 4).map((t) => t.last_conquer?.to));
  after.territories.forEach((t, i) => {
    if (t.player_id !== 0) expect(after.players[t.player_id - 1]?.alive).toBe(true);
    expect(t.troops).toBeGreaterThanOrEqual(pending.has(i + 1) ? 0 : 1);
  });
  for (const t of after.turns) expect(after.players[t.player_id - 1]?.alive).toBe(true);
  expect(allCards(after)).toEqual(cards);
}

describe('computer players across every option', () => {
  it(`every level plays ${GAMES} seeded games with no illegal action and no broken invariant`, () => {
    const played: Record<string, number> = {};
    let finished = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const options = optionsFor(seed);
      const { state } = startedGame(options, map, seed);
      // Each game seats all three levels (and a random bot in four-player games), rotated by seed.
      const kinds: SeatKind[] = [...AI_LEVELS, 'random'];
      const seats = Array.from(
        { length: options.num_players ?? 3 },
        (_, i) => kinds[(seed + i) % (options.num_players ?? 3)]!,
      );
      for (const k of new Set(seats)) played[k] = (played[k] ?? 0) + 1;
      const cards = allCards(state);
      const game = playSeats(state, map, seats, {
        seed,
        now: 0,
        maxActions: 3000,
        onAction: (before, _action, after) => checkInvariants(before, after, cards),
      });
      if (game.finished) finished++;
    }
    for (const level of AI_LEVELS) expect(played[level]).toBe(GAMES);
    // Computer players finish their games: they do not stall behind walls of troops.
    expect(finished).toBeGreaterThan(GAMES * 0.95);
  }, 300_000);
});
