import { describe, expect, it } from 'vitest';
import type { CardView, PlayerView } from '../../../../shared/engine';
import { setProblem } from '../dialogs/CardsDialog';
import { logText } from './logText';
import { statusIcons } from './PlayersTab';

const names = { player: (id: number) => `P${id}`, territory: (id: number) => `T${id}` };
const event = (type: number, p: number[] = []) =>
  ({
    type,
    player_id: 1,
    param1: p[0] ?? 0,
    param2: p[1] ?? 0,
    param3: p[2] ?? 0,
    param4: p[3] ?? 0,
  }) as never;

describe('the game log', () => {
  it('puts every visible event type in words', () => {
    expect(logText(event(0, [3]), names)).toBe('Round 3 begins.');
    expect(logText(event(3, [4, 2]), names)).toBe('P1 placed 2 on T4.');
    expect(logText(event(4, [1, 2, 3, 1]), names)).toBe(
      'P1 attacked T2 from T1: lost 3, killed 1.',
    );
    expect(logText(event(5, [1, 2, 0, 2]), names)).toBe('P1 conquered T2.');
    expect(logText(event(6, [1, 2, 5]), names)).toBe('P1 moved 5 from T1 to T2.');
    expect(logText(event(7, [1]), names)).toBe('P1 missed the turn.');
    expect(logText(event(8, [2, 1]), names)).toBe('P1 was eliminated by P2.');
    expect(logText(event(8, [0, 2]), names)).toBe('P1 resigned.');
    expect(logText(event(12, [1, 0]), names)).toBe('P1 won the game.');
    expect(logText(event(11), names)).toBeNull();
  });
});

describe('the card set check', () => {
  const card = (color: number): CardView => ({ code: color, territory_id: 1, deck_no: 0, color });
  it('uses the specification’s texts and accepts only valid sets', () => {
    expect(setProblem([card(1), card(1)])).toBe('You have to select exactly three cards.');
    expect(setProblem([card(1), card(1), card(2)])).toBe('This is not a valid set.');
    expect(setProblem([card(1), card(1), card(1)])).toBeNull();
    expect(setProblem([card(1), card(2), card(0)])).toBeNull();
  });
});

describe('player status icons', () => {
  const player = (extra: Partial<PlayerView>): PlayerView => ({
    player_id: 2,
    user_id: 12,
    username: 'P2',
    color: 2,
    team: 0,
    alive: true,
    resigned: false,
    neutral: false,
    cards: 0,
    territories: 3,
    troops: 9,
    reinforcements: 0,
    add_time_left: 0,
    absent_until: 0,
    autokick_at: 0,
    kills: 0,
    capital: 0,
    computer: null,
    coached: false,
    ...extra,
  });
  it('marks a player who asked the coach', () => {
    const labels = statusIcons(player({ coached: true }), false, 1_000).map((i) => i.label);
    expect(labels).toEqual(['Used the coach']);
  });
  it('marks on turn, resigned, neutralised, dead and absent', () => {
    const labels = (p: PlayerView) => statusIcons(p, p.player_id === 2, 1_000).map((i) => i.label);
    expect(labels(player({}))).toEqual(['On turn']);
    expect(labels(player({ resigned: true, alive: false }))).toEqual(['On turn', 'Resigned']);
    expect(labels(player({ player_id: 3, neutral: true }))).toEqual(['Turned neutral']);
    expect(labels(player({ player_id: 3, alive: false }))).toEqual(['Out of the game']);
    expect(labels(player({ player_id: 3, absent_until: 5_000 }))).toEqual(['Absent']);
  });
});
