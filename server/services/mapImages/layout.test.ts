import { describe, expect, it } from 'vitest';
import { CLASSIC_WORLD } from '../../../test/support/classicWorld.js';
import { classifySegments, regionTints, seaLanes } from './layout.js';

const keyOf = (id: number) => CLASSIC_WORLD.territories[id - 1]?.key;

describe('classic world image layout', () => {
  const lanes = seaLanes(CLASSIC_WORLD);
  const pairs = lanes.map((l) => [keyOf(l.from), keyOf(l.to)].sort().join('-'));

  it('draws sea lanes for the borders that cross water', () => {
    expect(pairs).toEqual(
      expect.arrayContaining([
        'alaska-kamchatka',
        'brazil-north_africa',
        'great_britain-iceland',
        'east_africa-madagascar',
        'japan-kamchatka',
        'indonesia-siam',
      ]),
    );
  });

  it('draws no lane where the outlines share a border', () => {
    expect(pairs).not.toContain('alaska-northwest_territory');
    expect(pairs).not.toContain('china-mongolia');
  });

  it('wraps alaska-kamchatka around the edges as two stubs', () => {
    const bering = lanes.find(
      (l) => [keyOf(l.from), keyOf(l.to)].sort().join('-') === 'alaska-kamchatka',
    );
    expect(bering?.lines).toHaveLength(2);
    const ends = (bering?.lines ?? []).map(([, end]) => end.x).sort((a, b) => a - b);
    expect(ends).toEqual([0, CLASSIC_WORLD.width]);
  });

  it('finds coastline and region borders', () => {
    const { coast, regionBorders } = classifySegments(CLASSIC_WORLD);
    expect(coast.length).toBeGreaterThan(1000);
    expect(regionBorders.length).toBeGreaterThan(20);
  });

  it('tints neighbouring regions differently', () => {
    const tints = regionTints(CLASSIC_WORLD);
    for (const t of CLASSIC_WORLD.territories) {
      for (const n of t.adjacencies) {
        const other = CLASSIC_WORLD.territories[n - 1]?.region ?? t.region;
        if (other !== t.region) expect(tints[other - 1]).not.toBe(tints[t.region - 1]);
      }
    }
  });
});
