import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorsKey } from '../../client/map/discLayout';
import { SHIPPED_DISC_SIZES } from '../../client/map/shippedDiscSizes';
import { shippedDiscSizes } from './discSizes';

describe('the shipped disc sizes', () => {
  it('are what the layout searches for on the shipped maps today (npm run maps:build writes them)', () => {
    expect(shippedDiscSizes()).toEqual(SHIPPED_DISC_SIZES);
  }, 60_000);

  it('cover the fitted 400-territory map on a phone', () => {
    const map = JSON.parse(readFileSync('maps/thousand-shores.json', 'utf8')) as {
      territories: { x: number; y: number }[];
    };
    // 390 px wide less the phone's padding, over 2600 px: zoom 0.138, level -15.
    expect(SHIPPED_DISC_SIZES[anchorsKey(map.territories)]?.['-15']).toBe(0);
  });
});
