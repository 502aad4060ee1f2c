/**
 * The canvas layers as pure draw functions over a `MapView`: each clears its target and draws it
 * again from the view. The play screen adds its own layers (highlights, arrows, dice) the same way.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLOR_LETTERS, textColorOn } from './colourblind';
import { colorValue, type MapView, type TerritoryView } from './viewModel';

export const DISC_RADIUS = 13;
const OUTLINE_DARK = 0x10202e;

/** Each territory washed in its owner's colour, so ownership reads from afar as well as from the discs. */
export function drawTerritoryTints(g: Graphics, view: MapView): void {
  g.clear();
  for (const t of view.territories) {
    if (t.color === null) continue;
    for (const ring of t.outline) g.poly(ring).fill({ color: colorValue(t.color), alpha: 0.28 });
  }
}

/** The selected territory outlined in gold, its neighbours in white. */
export function drawSelection(g: Graphics, view: MapView): void {
  g.clear();
  const selected = view.territories.find((t) => t.id === view.selected);
  if (!selected) return;
  const neighbours = new Set(selected.adjacencies);
  for (const t of view.territories) {
    if (!neighbours.has(t.id)) continue;
    for (const ring of t.outline) g.poly(ring).stroke({ width: 2, color: 0xffffff, alpha: 0.85 });
  }
  for (const ring of selected.outline) {
    g.poly(ring).fill({ color: 0xffe066, alpha: 0.18 }).stroke({ width: 3.5, color: 0xffd43b });
  }
}

/** The stub from a territory to the image edge, for a border that wraps around the map. */
function wrapStub(from: TerritoryView, to: TerritoryView, width: number): [number, number] {
  return [from.x > to.x ? width : 0, from.y];
}

/** A line per border between anchors; a border more than half the map wide wraps around the edges. */
export function drawAdjacencies(g: Graphics, view: MapView): void {
  g.clear();
  if (!view.showAdjacencies) return;
  const byId = new Map(view.territories.map((t) => [t.id, t]));
  const segments: [number, number, number, number][] = [];
  for (const t of view.territories) {
    for (const id of t.adjacencies) {
      const other = byId.get(id);
      if (!other || id < t.id) continue;
      if (Math.abs(t.x - other.x) > view.width / 2) {
        segments.push([t.x, t.y, ...wrapStub(t, other, view.width)]);
        segments.push([other.x, other.y, ...wrapStub(other, t, view.width)]);
      } else segments.push([t.x, t.y, other.x, other.y]);
    }
  }
  for (const [width, color, alpha] of [
    [5, OUTLINE_DARK, 0.55],
    [2, 0xfff4c2, 0.95],
  ] as const) {
    for (const [x1, y1, x2, y2] of segments) g.moveTo(x1, y1).lineTo(x2, y2);
    g.stroke({ width, color, alpha, cap: 'round' });
  }
}

/** Star markers beside the discs of capitals, and a flag-like triangle on hills. */
export function drawMarkers(g: Graphics, view: MapView): void {
  g.clear();
  for (const t of view.territories) {
    if (t.capital) {
      g.star(t.x + DISC_RADIUS, t.y - DISC_RADIUS, 5, 9, 4)
        .fill({ color: 0xffd43b })
        .stroke({ width: 1.5, color: OUTLINE_DARK });
    }
    if (t.hill) {
      const x = t.x - DISC_RADIUS - 4;
      const y = t.y - DISC_RADIUS;
      g.poly([x, y - 8, x + 8, y + 6, x - 8, y + 6])
        .fill({ color: 0x8ce99a })
        .stroke({ width: 1.5, color: OUTLINE_DARK });
    }
  }
}

function discLabel(text: string, size: number, color: number): Text {
  const label = new Text({
    text,
    style: { fontFamily: 'system-ui, sans-serif', fontSize: size, fontWeight: '700', fill: color },
  });
  label.anchor.set(0.5);
  return label;
}

const MARK_COLORS = { from: 0x4dabf7, to: 0xff6b6b } as const;

/** A ring around each marked territory: blue where the event comes from, red where it lands. */
export function drawMarks(g: Graphics, view: MapView): void {
  g.clear();
  const byId = new Map(view.territories.map((t) => [t.id, t]));
  for (const mark of view.marks ?? []) {
    const t = byId.get(mark.id);
    if (!t) continue;
    g.circle(t.x, t.y, DISC_RADIUS + 6)
      .stroke({ width: 7, color: OUTLINE_DARK, alpha: 0.55 })
      .circle(t.x, t.y, DISC_RADIUS + 6)
      .stroke({ width: 4, color: MARK_COLORS[mark.tone] });
  }
}

/** A territory's name under its disc, light on a dark outline so it reads on any picture. */
function drawName(layer: Container, t: TerritoryView, name: string): void {
  const label = new Text({
    text: name,
    style: {
      fontFamily: 'system-ui, sans-serif',
      fontSize: 12,
      fontWeight: '600',
      fill: 0xffffff,
      stroke: { color: OUTLINE_DARK, width: 3 },
    },
  });
  label.anchor.set(0.5, 0);
  label.position.set(t.x, t.y + DISC_RADIUS + 3);
  layer.addChild(label);
}

/** An unknown territory: a dim disc with a question mark. */
function drawUnknown(layer: Container, discs: Graphics, t: TerritoryView): void {
  discs
    .circle(t.x, t.y, DISC_RADIUS)
    .fill({ color: 0x2b333d, alpha: 0.9 })
    .stroke({ width: 2, color: 0x77818c });
  const mark = discLabel('?', 13, 0xc9d1d9);
  mark.position.set(t.x, t.y);
  layer.addChild(mark);
}

/**
 * A disc per territory in its owner's colour with the troop count; with the filter, a colour
 * letter too; fogged territories as unknown discs.
 */
export function drawDiscs(layer: Container, view: MapView): void {
  for (const child of layer.removeChildren()) child.destroy();
  const discs = new Graphics();
  layer.addChild(discs);
  for (const t of view.territories) {
    if (t.fogged) drawUnknown(layer, discs, t);
    if (t.label) drawName(layer, t, t.label);
    if (t.color === null) continue;
    discs
      .circle(t.x, t.y, DISC_RADIUS)
      .fill({ color: colorValue(t.color) })
      .stroke({ width: 2, color: OUTLINE_DARK });
    if (t.troops !== null) {
      const count = discLabel(String(t.troops), 13, textColorOn(t.color));
      count.position.set(t.x, t.y);
      layer.addChild(count);
    }
    if (view.colourblind) {
      discs
        .circle(t.x + DISC_RADIUS - 1, t.y + DISC_RADIUS - 1, 7)
        .fill({ color: 0xffffff })
        .stroke({ width: 1.5, color: OUTLINE_DARK });
      const letter = discLabel(COLOR_LETTERS[t.color], 9, 0x111111);
      letter.position.set(t.x + DISC_RADIUS - 1, t.y + DISC_RADIUS - 1);
      layer.addChild(letter);
    }
  }
}
