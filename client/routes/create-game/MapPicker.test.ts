import { describe, expect, it } from 'vitest';
import type { MapEntity } from '../../../shared/protocol/maps';
import { filterMaps } from './MapPicker';

const map = (id: number, name: string, size: MapEntity['size'], min: number, max: number) =>
  ({
    id,
    name,
    author: 'Staff',
    size,
    recommended_min_players: min,
    recommended_max_players: max,
  }) as MapEntity;

const MAPS = [map(1, 'Classic World', 'medium', 3, 6), map(2, 'Lonely Isle', 'small', 2, 3)];

describe('the create-game map filters', () => {
  it('filter by text, size and recommended player count', () => {
    const ids = (filters: Parameters<typeof filterMaps>[1]) =>
      filterMaps(MAPS, filters).map((m) => m.id);
    expect(ids({ text: '', size: '', players: 0 })).toEqual([1, 2]);
    expect(ids({ text: 'isle', size: '', players: 0 })).toEqual([2]);
    expect(ids({ text: 'staff', size: 'medium', players: 0 })).toEqual([1]);
    expect(ids({ text: '', size: '', players: 2 })).toEqual([2]);
    expect(ids({ text: '', size: '', players: 5 })).toEqual([1]);
  });
});
