import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitZoom, MAX_ZOOM } from './camera';
import {
  anchorsKey,
  DISC_GAP,
  discLayout,
  layoutAt,
  levelOf,
  levelZoom,
  MAX_PUSH_WIDTHS,
  MIN_DOT_RADIUS,
  roomyRadius,
  type DiscLayout,
} from './discLayout';
import { FIT_PADDING } from './markerScale';
import { SHIPPED_DISC_SIZES } from './shippedDiscSizes';

interface ShippedMap {
  name: string;
  width: number;
  height: number;
  territories: { x: number; y: number; name: string }[];
}

const maps: ShippedMap[] = readdirSync('maps')
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`maps/${f}`, 'utf8')) as ShippedMap);

/** The pairs of discs whose boxes overlap on screen at the layout's zoom. */
function overlaps(layout: DiscLayout): [number, number][] {
  const found: [number, number][] = [];
  const { discs, zoom } = layout;
  discs.forEach((a, i) => {
    for (let j = i + 1; j < discs.length; j++) {
      const b = discs[j]!;
      const reach = a.radius + b.radius;
      const dx = Math.abs(a.x - b.x) * zoom;
      const dy = Math.abs(a.y - b.y) * zoom;
      if (dx < reach - 1e-6 && dy < reach - 1e-6) found.push([i, j]);
    }
  });
  return found;
}

/** The levels from a phone's fitted view of `map` (390 px wide) up to the largest zoom. */
function levels(map: ShippedMap): number[] {
  const phone = { viewWidth: 390, viewHeight: 600, padding: FIT_PADDING };
  const fit = fitZoom({ ...phone, contentWidth: map.width, contentHeight: map.height });
  const all: number[] = [];
  for (let level = levelOf(fit); level <= levelOf(MAX_ZOOM); level++) all.push(level);
  return all;
}

describe('the disc layout', () => {
  it('has 9 shipped maps to lay out, one of 400 territories', () => {
    expect(maps.length).toBe(9);
    expect(Math.max(...maps.map((m) => m.territories.length))).toBe(400);
  });

  it.each(maps.map((m) => [m.name, m] as const))(
    'keeps every disc box of %s apart at every zoom level from a phone to the closest',
    (_, map) => {
      for (const level of levels(map)) {
        const layout = discLayout(map.territories, levelZoom(level));
        expect(overlaps(layout), `${map.name} at ${layout.zoom.toFixed(3)}`).toEqual([]);
        for (const disc of layout.discs) expect(disc.radius).toBeGreaterThan(0);
      }
    },
    60_000,
  );

  it('draws the classic world readable on a phone: full-size discs, moved at most a little', () => {
    const world = maps.find((m) => m.territories.length === 42)!;
    const layout = discLayout(world.territories, 0.2);
    expect(layout.radius).toBeGreaterThanOrEqual(10);
    const moved = layout.discs.filter((d) => d.displaced);
    expect(moved.length).toBeGreaterThan(0);
    layout.discs.forEach((d, i) => {
      const home = world.territories[i]!;
      const pushed = Math.hypot(d.x - home.x, d.y - home.y) * layout.zoom;
      expect(pushed).toBeLessThanOrEqual(MAX_PUSH_WIDTHS * (2 * layout.radius + DISC_GAP));
      expect(d.displaced).toBe(pushed >= 3);
    });
  });

  it('leaves roomy maps alone: discs on their anchors at the usual size', () => {
    const anchors = [
      { x: 0, y: 0 },
      { x: 500, y: 0 },
      { x: 0, y: 500 },
    ];
    const layout = discLayout(anchors, 1);
    expect(layout.radius).toBe(roomyRadius(1));
    expect(layout.discs.map((d) => [d.x, d.y, d.displaced])).toEqual(
      anchors.map((a) => [a.x, a.y, false]),
    );
  });

  it('parts anchors on one point, and shrinks discs to dots on a crowd', () => {
    const same = discLayout(
      [
        { x: 100, y: 100 },
        { x: 100, y: 100 },
      ],
      1,
    );
    expect(overlaps(same)).toEqual([]);
    expect(same.discs.every((d) => d.displaced)).toBe(true);
    const crowd = Array.from({ length: 100 }, (_, i) => ({ x: (i % 10) * 10, y: (i / 10) * 10 }));
    const dots = discLayout(crowd, 1);
    expect(overlaps(dots)).toEqual([]);
    expect(dots.radius).toBeLessThan(roomyRadius(1));
    expect(dots.radius).toBeGreaterThanOrEqual(MIN_DOT_RADIUS);
  });

  it('makes one layout per zoom level, at the level’s zoom, and keeps it', () => {
    const anchors = maps[0]!.territories;
    const first = layoutAt(anchors, 0.3);
    expect(first.zoom).toBeLessThanOrEqual(0.3);
    expect(levelOf(first.zoom)).toBe(levelOf(0.3));
    expect(layoutAt(anchors, first.zoom * 1.1)).toBe(first);
    expect(layoutAt(anchors, 0.6)).not.toBe(first);
  });

  it.each(maps.map((m) => [m.name, m] as const))(
    'lays %s out from its shipped sizes as the search would',
    (_, map) => {
      const sizes = Object.entries(SHIPPED_DISC_SIZES[anchorsKey(map.territories)] ?? {});
      for (const [level, size] of sizes) {
        const zoom = levelZoom(Number(level));
        expect(discLayout(map.territories, zoom, size), `${map.name} at ${level}`).toEqual(
          discLayout(map.territories, zoom),
        );
      }
    },
    60_000,
  );

  it('takes a known size that fits without searching, and searches when it does not fit', () => {
    const apart = [
      { x: 0, y: 0 },
      { x: 500, y: 0 },
    ];
    expect(discLayout(apart, 1, 5).radius).toBe(5);
    expect(discLayout(apart, 1, 0).radius).toBe(MIN_DOT_RADIUS);
    const crowd = Array.from({ length: 100 }, (_, i) => ({ x: (i % 10) * 10, y: (i / 10) * 10 }));
    expect(discLayout(crowd, 1, 20)).toEqual(discLayout(crowd, 1));
  });
});
