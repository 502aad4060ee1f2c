import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { deriveMapDetail } from '../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { Disc, lookOf } from './disc';
import { discFace, facesMade, TEXELS_PER_UNIT, type DiscLook } from './discLooks';
import { drawDiscs, PIN_PARTS, updateDiscs } from './layers';
import { DISC_RADIUS } from './markerScale';
import { OUTLINE_DARK } from './names';
import { pinAt, pinsOf } from './pins';
import {
  colorValue,
  DEFAULT_DISPLAY,
  displayView,
  type MapView,
  type TerritoryView,
} from './viewModel';

const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');
const base = displayView(detail, { ...DEFAULT_DISPLAY, color: 2 });

function painted(view: MapView, paint: (t: TerritoryView, i: number) => Partial<TerritoryView>) {
  return { ...view, territories: view.territories.map((t, i) => ({ ...t, ...paint(t, i) })) };
}

/** Six looks over the map: two owners, each also on turn, unknown discs, and both with a star. */
const mixed = painted(base, (_, i) => ({
  color: i % 7 === 6 ? null : i % 2 === 0 ? 2 : 3,
  troops: i % 7 === 6 ? null : 3,
  fogged: i % 7 === 6,
  onTurn: i % 5 === 0,
  capital: i % 11 === 0,
}));

const discOf = (layer: Container, i: number) =>
  pinAt(layer, i)!.getChildByLabel(PIN_PARTS.disc) as Disc;

const key = (look: DiscLook) => JSON.stringify(look);

describe('the discs as sprites of shared textures', () => {
  it('draws each disc as one sprite, every disc of a look sharing that look’s one texture', () => {
    const layer = new Container();
    drawDiscs(layer, mixed);
    const byLook = new Map<string, Set<Texture>>();
    mixed.territories.forEach((t, i) => {
      const disc = discOf(layer, i);
      expect(disc).toBeInstanceOf(Disc);
      expect(disc.face).toBeInstanceOf(Sprite);
      // A star is the only shape left, on a capital's disc.
      const shapes = disc.children.filter((part) => part instanceof Graphics);
      expect(shapes).toHaveLength(t.capital ? 1 : 0);
      const look = key(lookOf(t, false));
      byLook.set(look, (byLook.get(look) ?? new Set()).add(disc.face.texture));
    });
    expect(byLook.size).toBe(6);
    for (const textures of byLook.values()) expect(textures.size).toBe(1);
    expect(new Set([...byLook.values()].flatMap((set) => [...set])).size).toBe(6);
  });

  it('swaps the texture of a disc changing hands for its new look’s, making none', () => {
    const layer = new Container();
    drawDiscs(layer, mixed);
    const made = facesMade();
    const disc = discOf(layer, 2);
    const sprite = disc.face;
    const taken = painted(mixed, (t, i) => (i === 2 ? { color: 3 } : {}));
    expect(updateDiscs(layer, mixed, taken)).toEqual([2]);
    expect(discOf(layer, 2)).toBe(disc);
    expect(disc.face).toBe(sprite);
    expect(sprite.texture).toBe(discOf(layer, 3).face.texture);
    // Back and forth many times, and every pin drawn again: still the same textures, none destroyed.
    let shown = taken;
    for (let round = 0; round < 5; round++) {
      const next = painted(mixed, (t, i) =>
        i % 2 === round % 2 && t.color !== null ? { color: 3 } : {},
      );
      updateDiscs(layer, shown, next);
      shown = next;
      drawDiscs(layer, shown);
    }
    expect(facesMade()).toBe(made);
    for (const pin of pinsOf(layer)) {
      const texture = (pin.getChildByLabel(PIN_PARTS.disc) as Disc).face.texture;
      expect(texture.destroyed).toBe(false);
    }
    expect(sprite.destroyed).toBe(true);
    expect(discFace(lookOf(mixed.territories[2]!, false)).texture.destroyed).toBe(false);
  });

  it('draws a look as its circles, sharp at the largest disc, from bytes kept for a new renderer', () => {
    const { texture, square } = discFace({ fill: 4, halo: false, ground: true });
    const source = texture.source;
    const size = source.pixelWidth;
    expect(size / square.side).toBeGreaterThanOrEqual(TEXELS_PER_UNIT);
    expect(source.scaleMode).toBe('linear');
    expect(source.resource).toBeInstanceOf(Uint8Array);
    const texels = source.resource as Uint8Array;
    /** The premultiplied texel at (x, y) in disc units, as 0xRRGGBB and alpha. */
    const at = (x: number, y: number) => {
      const column = Math.floor(((x - square.left) / square.side) * size);
      const row = Math.floor(((y - square.top) / square.side) * size);
      const [r, g, b, a] = texels.subarray((row * size + column) * 4);
      return { color: (r! << 16) | (g! << 8) | b!, alpha: a! };
    };
    expect(at(0, 0)).toEqual({ color: colorValue(4), alpha: 255 });
    expect(at(0, -DISC_RADIUS)).toEqual({ color: OUTLINE_DARK, alpha: 255 });
    expect(at(-DISC_RADIUS - 2, 0).alpha).toBe(0);
    // The colourblind letter's white ground at the lower right, over the disc's edge.
    expect(at(DISC_RADIUS - 1, DISC_RADIUS - 1)).toEqual({ color: 0xffffff, alpha: 255 });
  });
});
