/**
 * The canvas layers as pure draw functions over a `MapView`: each clears its target and draws it
 * again from the view. The play screen adds its own layers (highlights, arrows, dice) the same way.
 * Everything drawn around a territory's anchor sits in a pin (a container at the anchor) that
 * `scalePins` places and scales as the disc layout says, so discs stay readable and apart at every
 * zoom.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLOR_LETTERS, textColorOn } from './colourblind';
import { Disc } from './disc';
import { layoutOf, type DiscLayout } from './discLayout';
import { LETTER_AT } from './discLooks';
import { canvasNamesShown, COUNT_MIN_SCREEN_RADIUS, DISC_RADIUS } from './markerScale';
import { drawName, NAME_LABEL, OUTLINE_DARK, placeNames, TEXT_RESOLUTION } from './names';
import { addPin, pinAt, pinsOf } from './pins';
import { colorValue, type MapView, type TerritoryView } from './viewModel';

/**
 * One territory's tint: an owned one washed and outlined in its owner's colour, so ownership reads
 * from afar as well as from the discs. Neutral territories are dimmed instead of washed grey: a
 * grey wash over the picture's own region colours read like a faint blue one. Fogged ones keep
 * the bare picture.
 */
function paintTint(g: Graphics, t: TerritoryView): void {
  if (t.color === null) return;
  for (const ring of t.outline) {
    if (t.color === 0) g.poly(ring).fill({ color: OUTLINE_DARK, alpha: 0.35 });
    else {
      const color = colorValue(t.color);
      g.poly(ring).fill({ color, alpha: 0.5 }).stroke({ width: 2, color, alpha: 0.9 });
    }
  }
}

/** Territories per Graphics in updateTints' layer. */
export const TINTS_PER_SHAPE = 20;

/**
 * The territories' tints (see paintTint) in `layer`, brought in line with `next` from `prev`, as
 * one Graphics per TINTS_PER_SHAPE territories: a territory changing hands triangulates its
 * Graphics' few territories again, where one Graphics for the whole map did all of them (four
 * hundred on the largest map), and re-rendering the cached picture still takes only a few draw
 * calls. They are not batched, so a repainted one leaves the other shapes' vertices be. Returns
 * the indices of the shapes repainted.
 */
export function updateTints(layer: Container, prev: MapView | null, next: MapView): number[] {
  const count = Math.ceil(next.territories.length / TINTS_PER_SHAPE);
  const same =
    prev !== null &&
    prev.territories.length === next.territories.length &&
    layer.children.length === count;
  if (!same) {
    for (const child of layer.removeChildren()) child.destroy();
    for (let k = 0; k < count; k++) layer.addChild(new Graphics()).context.batchMode = 'no-batch';
  }
  const repainted: number[] = [];
  layer.children.forEach((g, k) => {
    const first = k * TINTS_PER_SHAPE;
    const shown = next.territories.slice(first, first + TINTS_PER_SHAPE);
    const changed =
      !same ||
      shown.some((t, j) => {
        const before = prev.territories[first + j];
        return !before || before.outline !== t.outline || before.color !== t.color;
      });
    if (!changed || !(g instanceof Graphics)) return;
    g.clear();
    for (const t of shown) paintTint(g, t);
    repainted.push(k);
  });
  return repainted;
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

function discLabel(text: string, size: number, color: number): Text {
  const label = new Text({
    text,
    style: { fontFamily: 'system-ui, sans-serif', fontSize: size, fontWeight: '700', fill: color },
    resolution: TEXT_RESOLUTION,
  });
  label.anchor.set(0.5);
  return label;
}

const MARK_COLORS = { from: 0x4dabf7, to: 0xff6b6b } as const;

/**
 * A ring around each marked territory: blue where the event comes from, red where it lands.
 * `scale` is the camera's marker scale (see layoutScale); `view` has the discs' places (placedView).
 */
export function drawMarks(g: Graphics, view: MapView, scale = 1): void {
  g.clear();
  const byId = new Map(view.territories.map((t) => [t.id, t]));
  for (const mark of view.marks ?? []) {
    const t = byId.get(mark.id);
    if (!t) continue;
    const radius = (DISC_RADIUS + 6) * scale;
    g.circle(t.x, t.y, radius)
      .stroke({ width: 7 * scale, color: OUTLINE_DARK, alpha: 0.55 })
      .circle(t.x, t.y, radius)
      .stroke({ width: 4 * scale, color: MARK_COLORS[mark.tone] });
  }
}

/** Labels of a pin's parts that the map's animations reach for (see territoryMotion). */
export const PIN_PARTS = { disc: 'disc', count: 'count', letter: 'letter' } as const;

/** One territory's disc, count, colourblind letter, markers and name, around (0, 0). */
function drawPin(
  pin: Container,
  t: TerritoryView,
  colourblind: boolean,
  pictureNameSize?: number,
): void {
  const disc = new Disc();
  disc.label = PIN_PARTS.disc;
  disc.paint(t, colourblind);
  pin.addChild(disc);
  if (t.label) drawName(pin, t.label, pictureNameSize);
  if (t.color === null) {
    if (t.fogged) pin.addChild(discLabel('?', 13, 0xc9d1d9));
    return;
  }
  if (t.troops !== null) {
    const count = discLabel(String(t.troops), 13, textColorOn(t.color));
    count.label = PIN_PARTS.count;
    pin.addChild(count);
  }
  if (colourblind) {
    const letter = discLabel(COLOR_LETTERS[t.color], 9, 0x111111);
    letter.label = PIN_PARTS.letter;
    letter.position.set(LETTER_AT, LETTER_AT);
    pin.addChild(letter);
  }
}

/**
 * A pin per territory: a disc in its owner's colour with the troop count, with the filter a
 * colour letter too, capital and hill markers, fogged territories as unknown discs. The pins sit
 * in render groups of a few (see pins.ts).
 */
export function drawDiscs(layer: Container, view: MapView): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  for (const t of view.territories) {
    const pin = new Container();
    pin.position.set(t.x, t.y);
    addPin(layer, pin);
    drawPin(pin, t, view.colourblind, view.pictureNameSize);
  }
}

/**
 * Whether the map picture's layers (tints, border lines) look different in `next`: owners or
 * the lines changed. Troop counts alone do not, so a reinforcement leaves the cached picture be.
 */
export function stillChanged(prev: MapView, next: MapView): boolean {
  if (
    prev.width !== next.width ||
    prev.height !== next.height ||
    prev.showAdjacencies !== next.showAdjacencies ||
    prev.territories.length !== next.territories.length
  )
    return true;
  return next.territories.some((t, i) => {
    const before = prev.territories[i];
    return !before || before.id !== t.id || before.color !== t.color;
  });
}

/** Whether a territory's pin looks different in `next` than in `prev`. */
export function pinChanged(prev: TerritoryView, next: TerritoryView): boolean {
  return (
    prev.id !== next.id ||
    prev.color !== next.color ||
    prev.troops !== next.troops ||
    prev.fogged !== next.fogged ||
    prev.onTurn !== next.onTurn ||
    prev.label !== next.label ||
    prev.capital !== next.capital ||
    prev.hill !== next.hill ||
    prev.x !== next.x ||
    prev.y !== next.y
  );
}

/**
 * Brings a known territory's pin in line with `t` in place, when it was known with a count before
 * too and only its owner, count or markers changed; false when it must be drawn again. A replay's
 * jump changes most pins at once, and making each one's disc and texts again was most of the
 * frame after it.
 */
function refreshPin(
  pin: Container,
  before: TerritoryView,
  t: TerritoryView,
  colourblind: boolean,
): boolean {
  if (before.color === null || t.color === null || before.troops === null || t.troops === null)
    return false;
  const disc = pin.getChildByLabel(PIN_PARTS.disc);
  const count = pin.getChildByLabel(PIN_PARTS.count) as Text | null;
  if (!(disc instanceof Disc) || !count || before.label !== t.label) return false;
  const painted =
    before.color !== t.color ||
    before.onTurn !== t.onTurn ||
    before.capital !== t.capital ||
    before.hill !== t.hill;
  if (painted) disc.paint(t, colourblind);
  if (before.color !== t.color) {
    count.style.fill = textColorOn(t.color);
    const letter = pin.getChildByLabel(PIN_PARTS.letter) as Text | null;
    if (letter) letter.text = COLOR_LETTERS[t.color];
  }
  count.text = String(t.troops);
  return true;
}

/**
 * Brings the pins drawn for `prev` in line with `next`, redrawing only the territories that
 * changed (a reinforcement redraws one pin, not four hundred); anything else redraws them all.
 * Returns the indices of the pins redrawn.
 */
export function updateDiscs(layer: Container, prev: MapView | null, next: MapView): number[] {
  const same =
    prev !== null &&
    prev.colourblind === next.colourblind &&
    prev.pictureNameSize === next.pictureNameSize &&
    prev.territories.length === next.territories.length &&
    pinsOf(layer).length === next.territories.length;
  if (!same) {
    drawDiscs(layer, next);
    return next.territories.map((_, i) => i);
  }
  const redrawn: number[] = [];
  next.territories.forEach((t, i) => {
    const pin = pinAt(layer, i);
    const before = prev.territories[i];
    if (!pin || !before || !pinChanged(before, t)) return;
    pin.position.set(t.x, t.y);
    if (!refreshPin(pin, before, t, next.colourblind)) {
      for (const child of pin.removeChildren()) child.destroy({ children: true });
      drawPin(pin, t, next.colourblind, next.pictureNameSize);
    }
    redrawn.push(i);
  });
  return redrawn;
}

// Kept here for the canvases that draw with these layers; it lives with the layouts, free of Pixi.
export { layoutOf };

/** The marker scale of a layout's usual disc at `zoom`: rings and dice are drawn to match it. */
export function layoutScale(layout: DiscLayout, zoom: number): number {
  return layout.radius / (DISC_RADIUS * zoom);
}

const placedViews = new WeakMap<MapView, WeakMap<DiscLayout, MapView>>();

/**
 * `view` with each territory where the layout draws its disc: what the rings, arrows and dice
 * drawn around discs read. Made once per view and layout.
 */
export function placedView(view: MapView, layout: DiscLayout): MapView {
  let byLayout = placedViews.get(view);
  if (!byLayout) placedViews.set(view, (byLayout = new WeakMap()));
  let placed = byLayout.get(layout);
  if (!placed) {
    const territories = view.territories.map((t, i) => {
      const disc = layout.discs[i];
      return disc ? { ...t, x: disc.x, y: disc.y } : t;
    });
    byLayout.set(layout, (placed = { ...view, territories }));
  }
  return placed;
}

/**
 * A leader line from each disc the layout moved off its anchor back to the anchor, ending in a
 * small dot there, so a disc pushed into the sea still says whose land it counts.
 */
export function drawLeaders(g: Graphics, view: MapView, layout: DiscLayout): void {
  g.clear();
  const px = 1 / layout.zoom;
  layout.discs.forEach((disc, i) => {
    const t = view.territories[i];
    if (!disc.displaced || !t) return;
    g.moveTo(t.x, t.y).lineTo(disc.x, disc.y);
  });
  g.stroke({ width: 3 * px, color: OUTLINE_DARK, alpha: 0.7 });
  layout.discs.forEach((disc, i) => {
    const t = view.territories[i];
    if (!disc.displaced || !t) return;
    g.moveTo(t.x, t.y).lineTo(disc.x, disc.y);
  });
  g.stroke({ width: 1.2 * px, color: 0xffffff, alpha: 0.9 });
  layout.discs.forEach((disc, i) => {
    const t = view.territories[i];
    if (disc.displaced && t) g.circle(t.x, t.y, 2 * px);
  });
  g.fill({ color: 0xffffff }).stroke({ width: 1 * px, color: OUTLINE_DARK });
}

/**
 * Places and scales the pins for a camera at `zoom` (screen px per map px) as `layout` says:
 * each disc where and as large as laid out, its count only where the disc can hold it. Names
 * drawn by the canvas show only where the picture's own are too small to read and where they
 * cover no disc nor another name, unless the view names them at every zoom.
 */
export function scalePins(
  layer: Container,
  view: MapView,
  zoom: number,
  layout: DiscLayout = layoutOf(view, zoom),
): void {
  const namesShown = !view.namesWhenSmall || canvasNamesShown(zoom);
  pinsOf(layer).forEach((pin, i) => {
    const disc = layout.discs[i];
    if (!disc) return;
    pin.position.set(disc.x, disc.y);
    pin.scale.set(disc.radius / (DISC_RADIUS * zoom));
    const name = pin.getChildByLabel(NAME_LABEL);
    if (name) name.visible = namesShown;
    // A crowded map far out shows coloured dots: counts return with the first zoom in or two.
    const countsShown = disc.radius >= COUNT_MIN_SCREEN_RADIUS - 1e-9;
    for (const part of [PIN_PARTS.count, PIN_PARTS.letter]) {
      const text = pin.getChildByLabel(part);
      if (text) text.visible = countsShown;
    }
  });
  if (namesShown && view.namesWhenSmall) placeNames(layer);
}
