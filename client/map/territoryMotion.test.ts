import { Container, Graphics, Sprite } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import { deriveMapDetail } from '../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { Disc, lookOf } from './disc';
import { discFace } from './discLooks';
import { PIN_PARTS, pinChanged, stillChanged, TINTS_PER_SHAPE, updateTints } from './layers';
import { addPin, pinAt } from './pins';
import { MAX_MOVING, territoryChanges, TerritoryMotion } from './territoryMotion';
import { DEFAULT_DISPLAY, displayView, type MapView } from './viewModel';

const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');
const base = displayView(detail, { ...DEFAULT_DISPLAY, color: 2 });

/** `base` with territory `index` painted differently. */
function withTerritory(view: MapView, index: number, paint: Partial<MapView['territories'][0]>) {
  return {
    ...view,
    territories: view.territories.map((t, i) => (i === index ? { ...t, ...paint } : t)),
  };
}

describe('territory changes', () => {
  it('finds a territory changing hands and a count changing, nothing else', () => {
    const next = withTerritory(withTerritory(base, 4, { color: 3, troops: 1 }), 9, { troops: 7 });
    expect(territoryChanges(base, next)).toEqual([
      { index: 4, owner: { from: 2, to: 3 }, troops: { from: 3, to: 1 } },
      { index: 9, owner: null, troops: { from: 3, to: 7 } },
    ]);
    expect(territoryChanges(base, base)).toEqual([]);
  });

  it('animates nothing on the first view, for a territory out of sight or on another map', () => {
    const fogged = withTerritory(base, 4, { color: null, troops: null, fogged: true });
    expect(territoryChanges(null, base)).toEqual([]);
    expect(territoryChanges(fogged, base)).toEqual([]);
    expect(territoryChanges(base, fogged)).toEqual([]);
    expect(territoryChanges({ ...base, territories: base.territories.slice(1) }, base)).toEqual([]);
  });

  it('redraws a pin only when what it shows changed', () => {
    const t = base.territories[0]!;
    expect(pinChanged(t, { ...t })).toBe(false);
    expect(pinChanged(t, { ...t, troops: 4 })).toBe(true);
    expect(pinChanged(t, { ...t, onTurn: true })).toBe(true);
  });

  it('re-renders the cached picture for a change of hands, not for a count', () => {
    expect(stillChanged(base, withTerritory(base, 3, { troops: 9 }))).toBe(false);
    expect(stillChanged(base, withTerritory(base, 3, { color: 5 }))).toBe(true);
    expect(stillChanged(base, { ...base, showAdjacencies: true })).toBe(true);
  });

  it('repaints the tints of a territory changing hands and its few neighbours in order alone', () => {
    const layer = new Container();
    updateTints(layer, null, base);
    const shapes = [...layer.children] as Graphics[];
    expect(shapes).toHaveLength(Math.ceil(base.territories.length / TINTS_PER_SHAPE));
    const cleared = shapes.map((g) => vi.spyOn(g, 'clear'));
    const changed = TINTS_PER_SHAPE + 4;
    updateTints(
      layer,
      base,
      withTerritory(withTerritory(base, changed, { color: 3 }), 9, { troops: 7 }),
    );
    expect(layer.children).toEqual(shapes);
    expect(cleared.map((spy) => spy.mock.calls.length)).toEqual(shapes.map((_, k) => +(k === 1)));
  });

  it('runs while an animation lasts and lets go of everything at its end', () => {
    const discs = new Container();
    const effects = new Container();
    for (let i = 0; i < base.territories.length; i++) addPin(discs, new Container());
    const motion = new TerritoryMotion(discs, effects);
    const next = withTerritory(base, 4, { color: 3 });
    motion.start(territoryChanges(base, next), next, 1000);
    expect(effects.children).toHaveLength(1);
    expect(motion.frame(1250)).toBe(true);
    expect(motion.frame(1600)).toBe(false);
    expect(effects.children).toHaveLength(0);
    expect(pinAt(discs, 4)!.children).toHaveLength(0);
  });

  /** A pin per territory of `view` holding its disc alone, and the disc of territory 4. */
  function discsOf(view: MapView) {
    const discs = new Container();
    for (const t of view.territories) {
      const pin = new Container();
      const disc = pin.addChild(new Disc());
      disc.label = PIN_PARTS.disc;
      disc.paint(t, false);
      addPin(discs, pin);
    }
    return { discs, disc: pinAt(discs, 4)!.getChildByLabel(PIN_PARTS.disc) as Disc };
  }

  const lookTexture = (view: MapView, index: number) =>
    discFace(lookOf(view.territories[index]!, false)).texture;

  it('fades the old owner’s disc out over the new one, a sprite of the old look', () => {
    const next = withTerritory(base, 4, { color: 3 });
    const { discs, disc } = discsOf(next);
    const motion = new TerritoryMotion(discs, new Container());
    motion.start(territoryChanges(base, next), next, 1000);
    const fading = disc.children[1] as Sprite;
    expect(disc.face.texture).toBe(lookTexture(next, 4));
    expect(fading.texture).toBe(lookTexture(base, 4));
    expect(fading.alpha).toBe(1);
    motion.frame(1250);
    expect(fading.alpha).toBeCloseTo(0.125);
    motion.frame(2000);
    expect(fading.destroyed).toBe(true);
    expect(disc.children).toEqual([disc.face]);
  });

  it('leaves a pin brought in line with a newer view as that view drew it', () => {
    const next = withTerritory(base, 4, { color: 3 });
    const { discs, disc } = discsOf(next);
    const effects = new Container();
    const motion = new TerritoryMotion(discs, effects);
    motion.start(territoryChanges(base, next), next, 1000);
    motion.frame(1100);
    const newer = withTerritory(next, 4, { color: 5 });
    disc.paint(newer.territories[4]!, false);
    motion.drop(4);
    expect(disc.face.texture).toBe(lookTexture(newer, 4));
    expect(disc.children).toEqual([disc.face]);
    expect(effects.children).toHaveLength(0);
    expect(motion.active).toBe(false);
  });

  it('shows a flood of changes at once instead of animating them all', () => {
    const discs = new Container();
    for (let i = 0; i < base.territories.length; i++) addPin(discs, new Container());
    const motion = new TerritoryMotion(discs, new Container());
    const many = base.territories.slice(0, MAX_MOVING + 1).map((_, index) => ({
      index,
      owner: null,
      troops: { from: 3, to: 4 },
    }));
    motion.start(many, base, 0);
    expect(motion.active).toBe(false);
    motion.start(many.slice(0, 2), base, 0);
    expect(motion.active).toBe(true);
  });
});
