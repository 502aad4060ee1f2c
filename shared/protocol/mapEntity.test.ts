import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../test/support/classicWorld.js';
import {
  deriveMapDetail,
  deriveMapEntity,
  displayDate,
  mapImageUrls,
  mapSize,
} from './mapEntity.js';

describe('deriveMapEntity', () => {
  const entity = deriveMapEntity(CLASSIC_WORLD, { recent: 2, total: 5 }, 'abc123');

  it('derives the counts, players and capitals of the classic world', () => {
    expect(entity).toMatchObject({
      id: 1,
      name: 'Classic World',
      size: 'medium',
      num_territories: 42,
      territoriesCount: 42,
      num_regions: 6,
      num_games_recent: 2,
      num_games_total: 5,
      creationDateRaw: '2026-11-22',
      creationDate: '22 Nov 2026',
      recommended_players_string: '3-6',
      recommended_min_players: 3,
      recommended_max_players: 6,
      caps: 9,
      status: 2,
      imageUrl: '/assets/img/maps/1.large.jpg?v=abc123',
      imageThumbnailUrl: '/assets/img/maps/1.small.jpg?v=abc123',
    });
  });

  it('places capitals at their territories, per player count', () => {
    const [first] = CLASSIC_WORLD.capitals[2] ?? [];
    const territory = CLASSIC_WORLD.territories[(first ?? 1) - 1];
    expect(entity.capPos['2']?.[0]).toEqual({ x: territory?.x, y: territory?.y });
    expect(Object.keys(entity.capPos)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9']);
    expect(entity.capPos['9']).toHaveLength(9);
  });

  it('writes a single recommended count without a range', () => {
    const duel = { ...CLASSIC_WORLD, recommendedPlayers: { min: 2, max: 2 }, capitals: {} };
    const derived = deriveMapEntity(duel, { recent: 0, total: 0 }, 'x');
    expect(derived.recommended_players_string).toBe('2');
    expect(derived.caps).toBe(0);
  });
});

describe('deriveMapDetail', () => {
  it('adds territories with adjacencies, regions, capitals and hills', () => {
    const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');
    const alaska = detail.territories[0];
    expect(alaska).toMatchObject({ id: 1, name: 'Alaska', region: 1, adjacencies: [2, 4, 30] });
    expect(alaska?.outline.length).toBeGreaterThan(0);
    expect(detail.regions[0]).toMatchObject({ id: 1, name: 'North America', bonus: 5 });
    expect(detail.capitals['2']).toEqual(CLASSIC_WORLD.capitals[2]);
    expect(detail.hills).toEqual([]);
  });
});

describe('derive helpers', () => {
  it('classes sizes by territory count', () => {
    expect([12, 20, 21, 60, 61, 150, 151, 400].map(mapSize)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
      'huge',
      'huge',
    ]);
  });

  it('formats dates and image urls', () => {
    expect(displayDate('2026-01-05')).toBe('5 Jan 2026');
    expect(mapImageUrls(7, 'h')).toEqual({
      large: '/assets/img/maps/7.large.jpg?v=h',
      small: '/assets/img/maps/7.small.jpg?v=h',
    });
  });
});
