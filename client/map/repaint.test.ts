import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import type { ColorId } from '../../shared/constants';
import { randInt, seedRng, type RngState } from '../../shared/engine/rng';
import { deriveMapDetail } from '../../shared/protocol/mapEntity';
import { CLASSIC_WORLD } from '../../test/support/classicWorld';
import { PIN_PARTS } from './layers';
import { pinAt, PINS_PER_GROUP } from './pins';
import { placesChanged, repaintTerritories, type TerritoryLayers } from './repaint';
import { TintPalette } from './tintPalette';
import { DEFAULT_DISPLAY, displayView, type MapView, type TerritoryView } from './viewModel';

const detail = deriveMapDetail(CLASSIC_WORLD, { recent: 0, total: 0 }, 'v');
const base = displayView(detail, { ...DEFAULT_DISPLAY, color: 2 });

function newLayers(): TerritoryLayers {
  return {
    tints: new TintPalette(),
    selection: new Graphics(),
    adjacencies: new Graphics(),
    discs: new Container(),
  };
}

/** What a Graphics would draw: each fill or stroke with its style and its shapes. */
function drawnBy(g: Graphics) {
  return g.context.instructions.map(({ action, data }) => {
    const {
      texture: _texture,
      fill: _fill,
      ...style
    } = data.style as unknown as Record<string, unknown>;
    const path = 'path' in data ? data.path.instructions : [];
    return { action, style, path };
  });
}

/** The display tree as plain data: every part a renderer would draw, where and how. */
function drawnTree(node: Container): unknown {
  const common = {
    label: node.label,
    at: [node.position.x, node.position.y],
    scale: [node.scale.x, node.scale.y],
    visible: node.visible,
  };
  if (node instanceof Graphics) return { ...common, drawn: drawnBy(node) };
  if (node instanceof Sprite) return { ...common, texture: node.texture.label, alpha: node.alpha };
  if (node instanceof Text) {
    return { ...common, text: node.text, style: node.style.fill, size: node.style.fontSize };
  }
  return { ...common, group: node.isRenderGroup, children: node.children.map(drawnTree) };
}

const drawn = ({ tints, ...shapes }: TerritoryLayers) => ({
  tints: [...(tints as TintPalette).data],
  ...Object.fromEntries(Object.entries(shapes).map(([name, layer]) => [name, drawnTree(layer)])),
});

/** `view` with the territories at `indices` painted differently. */
function painted(view: MapView, changes: Record<number, Partial<TerritoryView>>): MapView {
  return {
    ...view,
    territories: view.territories.map((t, i) => (changes[i] ? { ...t, ...changes[i] } : t)),
  };
}

/** A random look for a territory: an owner or fog, a count, the turn's halo, a marker. */
function randomLook(rng: RngState): Partial<TerritoryView> {
  const fogged = randInt(rng, 5) === 0;
  return {
    color: fogged ? null : (randInt(rng, 8) as ColorId),
    troops: fogged ? null : 1 + randInt(rng, 30),
    fogged,
    onTurn: randInt(rng, 4) === 0,
    capital: randInt(rng, 6) === 0,
  };
}

/** A replay's next moment: a few territories, or most of them after a jump, look different. */
function nextView(rng: RngState, view: MapView): MapView {
  const count = randInt(rng, 3) === 0 ? view.territories.length : 1 + randInt(rng, 4);
  const changes: Record<number, Partial<TerritoryView>> = {};
  for (let k = 0; k < count; k++) changes[randInt(rng, view.territories.length)] = randomLook(rng);
  const next = painted(view, changes);
  if (randInt(rng, 4) === 0) next.selected = 1 + randInt(rng, view.territories.length);
  if (randInt(rng, 6) === 0) next.showAdjacencies = !view.showAdjacencies;
  if (randInt(rng, 8) === 0) next.colourblind = !view.colourblind;
  return next;
}

describe('repainting the map canvas’s territories', () => {
  it.each([1, 2, 3, 4, 5])(
    'draws after every change what a full repaint draws (seed %i)',
    (seed) => {
      const rng = seedRng(seed);
      const layers = newLayers();
      let view = base;
      repaintTerritories(layers, null, view);
      for (let step = 0; step < 15; step++) {
        const next = nextView(rng, view);
        repaintTerritories(layers, view, next);
        const full = newLayers();
        repaintTerritories(full, null, next);
        expect(drawn(layers), `seed ${seed}, step ${step}`).toEqual(drawn(full));
        view = next;
      }
    },
    // Building two canvases' worth of Pixi objects per step is slow on a loaded machine.
    20_000,
  );

  it('redraws only the pins and tints of the territories that look different', () => {
    const layers = newLayers();
    repaintTerritories(layers, null, base);
    const changed = 23;
    const next = painted(base, { 4: { troops: 9 }, [changed]: { color: 5 }, 30: { fogged: true } });
    expect(repaintTerritories(layers, base, next)).toEqual({
      tints: [changed],
      pins: [4, changed, 30],
      selection: false,
      adjacencies: false,
    });
    expect(repaintTerritories(layers, next, { ...next })).toEqual({
      tints: [],
      pins: [],
      selection: false,
      adjacencies: false,
    });
  });

  it('keeps the pins it did not redraw, and their render groups', () => {
    const layers = newLayers();
    repaintTerritories(layers, null, base);
    const groups = [...layers.discs.children];
    const kept = groups[1]!.children[0]!;
    const unknown = groups[0]!.children[3]!;
    const destroyed = vi.spyOn(unknown.children[0]!, 'destroy');
    repaintTerritories(layers, base, painted(base, { 3: { fogged: true, color: null } }));
    expect(layers.discs.children).toEqual(groups);
    expect(groups[1]!.children[0]).toBe(kept);
    expect(destroyed).toHaveBeenCalled();
    expect(groups[0]!.children).toHaveLength(PINS_PER_GROUP);
  });

  it('brings a known pin in line in place when only its owner or count changed', () => {
    const layers = newLayers();
    repaintTerritories(layers, null, base);
    const pin = pinAt(layers.discs, 2)!;
    const parts = [...pin.children];
    const destroyed = parts.map((part) => vi.spyOn(part, 'destroy'));
    const next = painted(base, { 2: { troops: 12, color: 5 } });
    expect(repaintTerritories(layers, base, next).pins).toEqual([2]);
    expect(pin.children).toEqual(parts);
    expect(destroyed.every((spy) => spy.mock.calls.length === 0)).toBe(true);
    expect((pin.getChildByLabel(PIN_PARTS.count) as Text).text).toBe('12');
    const full = newLayers();
    repaintTerritories(full, null, next);
    expect(drawn(layers)).toEqual(drawn(full));
  });

  it('redraws the selection and the border lines only when theirs change', () => {
    const layers = newLayers();
    repaintTerritories(layers, null, base);
    const selected = { ...base, selected: 7 };
    expect(repaintTerritories(layers, base, selected)).toMatchObject({
      selection: true,
      adjacencies: false,
    });
    expect(
      repaintTerritories(layers, selected, { ...selected, showAdjacencies: true }),
    ).toMatchObject({ selection: false, adjacencies: true });
    expect(repaintTerritories(layers, base, { ...base, selected: null })).toMatchObject({
      selection: false,
    });
  });

  it('tells a moved map from a repainted one', () => {
    expect(placesChanged(base, painted(base, { 3: { color: 6, troops: 40 } }))).toBe(false);
    expect(placesChanged(base, painted(base, { 3: { x: 1 } }))).toBe(true);
    expect(placesChanged(base, painted(base, { 3: { adjacencies: [1] } }))).toBe(true);
    expect(placesChanged(base, { ...base, territories: base.territories.slice(1) })).toBe(true);
  });
});
