import { describe, expect, it } from 'vitest';
import { view } from '../../../../shared/engine';
import { gridMap, startedGame } from '../../../../test/fixtures/engine';
import { resignationText } from './resignationCost';

function seatView(options: Record<string, number> = {}) {
  const map = gridMap();
  const { state } = startedGame({ num_players: 2, ...options }, map);
  return view(state, map, { player_id: 1 });
}

describe('the resignation estimate', () => {
  const equal = new Map([
    [1, 1500],
    [2, 1500],
  ]);

  it('shows the defeat a resignation with two left is: 16 points between equals', () => {
    expect(resignationText(seatView(), 1, equal)).toBe('Rating change if you resign now: −16.');
  });

  it('says when nothing is at stake or the scores decide', () => {
    expect(resignationText(seatView({ pointless: 1 }), 1, equal)).toBe(
      'Rating change if you resign now: none, the game is unrated.',
    );
    expect(resignationText(seatView({ game_type: 6 }), 1, equal)).toBe(
      'Rating change if you resign now: decided by the final scores.',
    );
  });

  it('leaves computer players out, as the server rates only between people', () => {
    const three = new Map([...equal, [3, 1500]]);
    const map = gridMap();
    const { state } = startedGame({ num_players: 3 }, map);
    const computerAt = (seat: number) => ({
      ...state,
      players: state.players.map((p) =>
        p.player_id === seat ? { ...p, computer: 'hard' as const } : p,
      ),
    });
    // Two people and a computer: the resignation is a defeat against the one other person.
    expect(resignationText(view(computerAt(3), map, { player_id: 1 }), 1, three)).toBe(
      'Rating change if you resign now: −16.',
    );
    const alone = {
      ...computerAt(3),
      players: computerAt(3).players.map((p) =>
        p.player_id === 2 ? { ...p, computer: 'easy' as const } : p,
      ),
    };
    expect(resignationText(view(alone, map, { player_id: 1 }), 1, three)).toBe(
      'Rating change if you resign now: none, only people are rated and you are the only one.',
    );
  });
});
