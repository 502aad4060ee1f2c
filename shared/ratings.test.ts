import { describe, expect, it } from 'vitest';
import { ELO_K, resignationChange, type SeatRating } from './ratings';

const seat = (playerId: number, rating: number, active = true, team = playerId): SeatRating => ({
  playerId,
  team,
  rating,
  active,
});

describe('the cost of resigning', () => {
  it('is a plain loss against the last opponent when two are left', () => {
    const equal = [seat(1, 1500), seat(2, 1500)];
    // Equal ratings: half of K, the 16 points a player lost after reading "Resign cost: 0".
    expect(resignationChange(equal, 1, 0)).toEqual({ least: -ELO_K / 2, most: -ELO_K / 2 });
    expect(resignationChange([seat(1, 1700), seat(2, 1500)], 1, 0)).toEqual({
      least: -24,
      most: -24,
    });
  });

  it('ranges over who may still win when only the winner counts', () => {
    const seats = [seat(1, 1500), seat(2, 1300), seat(3, 1700), seat(4, 1500, false)];
    // Losing to the 1700 costs least, to the 1300 most.
    expect(resignationChange(seats, 1, 0)).toEqual({ least: -8, most: -24 });
  });

  it('loses to everyone still playing and beats everyone out, in placement mode', () => {
    const seats = [seat(1, 1500), seat(2, 1500), seat(3, 1500), seat(4, 1500, false)];
    // K / 3 per pairing: two losses, one win.
    expect(resignationChange(seats, 1, 1)).toEqual({ least: -5, most: -5 });
  });

  it('leaves a team game to the team while a team-mate plays on', () => {
    const seats = [seat(1, 1500, true, 1), seat(2, 1500, true, 1), seat(3, 1500, true, 2)];
    expect(resignationChange(seats, 1, 2)).toBeNull();
    const alone = [seat(1, 1500, true, 1), seat(2, 1500, false, 1), seat(3, 1500, true, 2)];
    expect(resignationChange(alone, 1, 2)).toEqual({ least: -16, most: -16 });
  });
});
