/**
 * The canvas layers as pure draw functions over a `MapView`: each clears its target and draws it
 * again from the view. The play screen adds its own layers (highlights, arrows, dice) the same way.
 * Everything drawn around a territory's anchor sits in a pin (a container at the anchor) that
 * `scalePins` scales against the camera, so discs and counts stay readable at every zoom.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { COLOR_LETTERS, textColorOn } from './colourblind';
import { nameLines, pictureNameBox, type LabelBox } from '../../shared/maps/labels';
import { canvasNamesShown, COUNT_MIN_SCREEN_RADIUS, DISC_RADIUS, markerScale } from './markerScale';
import { colorValue, type MapView, type TerritoryView } from './viewModel';

const OUTLINE_DARK = 0x10202e;
/** Texts are rasterised this much finer than drawn, so a scaled-up disc's count stays sharp. */
const TEXT_RESOLUTION = 2 * (globalThis.devicePixelRatio || 1);
const NAME_LABEL = 'name';

/**
 * Each owned territory washed and outlined in its owner's colour, so ownership reads from afar as
 * well as from the discs. Neutral territories are dimmed instead of washed grey: a grey wash over
 * the picture's own region colours read like a faint blue one. Fogged ones keep the bare picture.
 */
export function drawTerritoryTints(g: Graphics, view: MapView): void {
  g.clear();
  for (const t of view.territories) {
    if (t.color === null) continue;
    for (const ring of t.outline) {
      if (t.color === 0) g.poly(ring).fill({ color: OUTLINE_DARK, alpha: 0.35 });
      else {
        const color = colorValue(t.color);
        g.poly(ring).fill({ color, alpha: 0.5 }).stroke({ width: 2, color, alpha: 0.9 });
      }
    }
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
 * `scale` is the camera's marker scale (see markerScale).
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

const NAME_INK = 0x1d1b16;
const NAME_PLATE = 0xf4ecd6;

/**
 * A territory's name under its disc. Over a picture that prints the names itself, the canvas's
 * larger name sits on a plate in the picture's own colours that covers the printed one, so a
 * name never shows twice; without one, light text on a dark outline reads on any picture.
 */
class NameTag extends Container {
  private readonly text: Text;
  private readonly plate: Graphics | null = null;
  /** The picture's printed name around the anchor, in map px; null when it prints none. */
  private readonly printed: LabelBox | null;

  constructor(name: string, pictureNameSize: number | undefined) {
    super({ label: NAME_LABEL });
    this.printed = pictureNameSize ? pictureNameBox(name, pictureNameSize) : null;
    const style = {
      fontFamily: 'system-ui, sans-serif',
      fontSize: 12,
      fontWeight: '600',
      align: 'center',
      ...(this.printed
        ? { fill: NAME_INK, lineHeight: 13 }
        : { fill: 0xffffff, stroke: { color: OUTLINE_DARK, width: 3 } }),
    } as const;
    const text = this.printed ? nameLines(name).join('\n') : name;
    this.text = new Text({ text, style, resolution: TEXT_RESOLUTION });
    if (this.printed) {
      // A unit square stretched over the box: refitting it on zoom sets two numbers, no geometry.
      this.plate = this.addChild(new Graphics().rect(0, 0, 1, 1).fill({ color: NAME_PLATE }));
      this.text.anchor.set(0.5);
    } else {
      this.text.anchor.set(0.5, 0);
      this.text.position.set(0, DISC_RADIUS + 3);
    }
    this.addChild(this.text);
  }

  /**
   * Lays the tag out for a pin drawn at `scale` and returns the box it covers, in pin units:
   * under the disc, and over the picture's printed name.
   */
  fit(scale: number): LabelBox {
    const { width, height } = this.text;
    if (!this.printed || !this.plate) {
      const top = DISC_RADIUS + 3;
      return { left: -width / 2, right: width / 2, top, bottom: top + height };
    }
    const p = this.printed;
    const printed = {
      left: p.left / scale,
      right: p.right / scale,
      top: p.top / scale,
      bottom: p.bottom / scale,
    };
    const centre = Math.max((printed.top + printed.bottom) / 2, DISC_RADIUS + 4 + height / 2);
    this.text.position.set(0, centre);
    const box = {
      left: Math.min(printed.left, -width / 2 - 3),
      right: Math.max(printed.right, width / 2 + 3),
      top: Math.min(printed.top, centre - height / 2 - 1),
      bottom: Math.max(printed.bottom, centre + height / 2 + 1),
    };
    this.plate.position.set(box.left, box.top);
    this.plate.scale.set(box.right - box.left, box.bottom - box.top);
    return box;
  }
}

function drawName(pin: Container, name: string, pictureNameSize: number | undefined): void {
  // Under the disc, which may overlap the plate's top when zoomed far out.
  pin.addChildAt(new NameTag(name, pictureNameSize), 0);
}

/** An unknown territory: a dim disc with a question mark. */
function drawUnknown(pin: Container, disc: Graphics): void {
  disc.circle(0, 0, DISC_RADIUS).fill({ color: 0x2b333d, alpha: 0.9 });
  disc.stroke({ width: 2, color: 0x77818c });
  pin.addChild(discLabel('?', 13, 0xc9d1d9));
}

/** Star markers beside the discs of capitals, and a flag-like triangle on hills. */
function drawMarkers(g: Graphics, t: TerritoryView): void {
  if (t.capital) {
    g.star(DISC_RADIUS, -DISC_RADIUS, 5, 9, 4)
      .fill({ color: 0xffd43b })
      .stroke({ width: 1.5, color: OUTLINE_DARK });
  }
  if (t.hill) {
    const [x, y] = [-DISC_RADIUS - 4, -DISC_RADIUS];
    g.poly([x, y - 8, x + 8, y + 6, x - 8, y + 6])
      .fill({ color: 0x8ce99a })
      .stroke({ width: 1.5, color: OUTLINE_DARK });
  }
}

/** Labels of a pin's parts that the map's animations reach for (see territoryMotion). */
export const PIN_PARTS = { disc: 'disc', count: 'count', letter: 'letter' } as const;

/**
 * A known territory's disc in `fill` (its owner's colour, or a colour on its way to it): the
 * turn halo, the disc, the colourblind letter's ground and the markers.
 */
export function paintDisc(g: Graphics, t: TerritoryView, fill: number, colourblind: boolean): void {
  g.clear();
  if (t.onTurn) paintHalo(g);
  g.circle(0, 0, DISC_RADIUS).fill({ color: fill }).stroke({ width: 2, color: OUTLINE_DARK });
  if (colourblind) {
    const at = DISC_RADIUS - 1;
    g.circle(at, at, 7).fill({ color: 0xffffff }).stroke({ width: 1.5, color: OUTLINE_DARK });
  }
  drawMarkers(g, t);
}

/** One territory's disc, count, colourblind letter, markers and name, around (0, 0). */
function drawPin(
  pin: Container,
  t: TerritoryView,
  colourblind: boolean,
  pictureNameSize?: number,
): void {
  const disc = new Graphics();
  disc.label = PIN_PARTS.disc;
  pin.addChild(disc);
  if (t.label) drawName(pin, t.label, pictureNameSize);
  if (t.color === null) {
    if (t.fogged) drawUnknown(pin, disc);
    if (t.onTurn) paintHalo(disc);
    drawMarkers(disc, t);
    return;
  }
  paintDisc(disc, t, colorValue(t.color), colourblind);
  if (t.troops !== null) {
    const count = discLabel(String(t.troops), 13, textColorOn(t.color));
    count.label = PIN_PARTS.count;
    pin.addChild(count);
  }
  if (colourblind) {
    const at = DISC_RADIUS - 1;
    const letter = discLabel(COLOR_LETTERS[t.color], 9, 0x111111);
    letter.label = PIN_PARTS.letter;
    letter.position.set(at, at);
    pin.addChild(letter);
  }
}

/** The white halo of a territory whose owner is on turn. */
function paintHalo(g: Graphics): void {
  g.circle(0, 0, DISC_RADIUS + 3)
    .stroke({ width: 3, color: 0xffffff, alpha: 0.95 })
    .circle(0, 0, DISC_RADIUS + 5)
    .stroke({ width: 1.5, color: OUTLINE_DARK, alpha: 0.8 });
}

/**
 * A pin per territory: a disc in its owner's colour with the troop count, with the filter a
 * colour letter too, capital and hill markers, fogged territories as unknown discs.
 */
export function drawDiscs(layer: Container, view: MapView): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  for (const t of view.territories) {
    const pin = new Container();
    pin.position.set(t.x, t.y);
    layer.addChild(pin);
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
    layer.children.length === next.territories.length;
  if (!same) {
    drawDiscs(layer, next);
    return next.territories.map((_, i) => i);
  }
  const redrawn: number[] = [];
  next.territories.forEach((t, i) => {
    const pin = layer.children[i];
    const before = prev.territories[i];
    if (!pin || !before || !pinChanged(before, t)) return;
    for (const child of pin.removeChildren()) child.destroy({ children: true });
    pin.position.set(t.x, t.y);
    drawPin(pin, t, next.colourblind, next.pictureNameSize);
    redrawn.push(i);
  });
  return redrawn;
}

/** Whether two boxes overlap. */
function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** A box in pin units moved to map px around the anchor (x, y) of a pin drawn at `scale`. */
function onMap(box: LabelBox, x: number, y: number, scale: number): LabelBox {
  return {
    left: x + box.left * scale,
    right: x + box.right * scale,
    top: y + box.top * scale,
    bottom: y + box.bottom * scale,
  };
}

/**
 * Shows the names that fit: in map order, a name is hidden where it would cover a disc or a name
 * already shown (a crowded map shows fewer names, never a pile of them). Discs always show.
 */
function placeNames(layer: Container, scale: number): void {
  const radius = DISC_RADIUS * scale;
  const discs = layer.children.map((pin) => ({
    left: pin.x - radius,
    right: pin.x + radius,
    top: pin.y - radius,
    bottom: pin.y + radius,
  }));
  const placed: LabelBox[] = [];
  layer.children.forEach((pin, i) => {
    const tag = pin.getChildByLabel(NAME_LABEL);
    if (!(tag instanceof NameTag)) return;
    const box = onMap(tag.fit(scale), pin.x, pin.y, scale);
    const free =
      !placed.some((other) => overlaps(box, other)) &&
      !discs.some((disc, j) => j !== i && overlaps(box, disc));
    tag.visible = free;
    if (free) placed.push(box);
  });
}

/**
 * Scales the pins for a camera at `zoom` (screen px per map px). Names drawn by the canvas show
 * only where the picture's own are too small to read and the map is not too crowded for them,
 * unless the view names them at every zoom.
 */
export function scalePins(layer: Container, view: MapView, zoom: number): void {
  const scale = markerScale(zoom, view.spacing);
  const namesShown = !view.namesWhenSmall || canvasNamesShown(zoom);
  // A crowded map far out shows coloured dots: counts return with the first zoom in or two.
  const countsShown = DISC_RADIUS * scale * zoom >= COUNT_MIN_SCREEN_RADIUS - 1e-9;
  for (const pin of layer.children) {
    pin.scale.set(scale);
    const name = pin.getChildByLabel(NAME_LABEL);
    if (name) name.visible = namesShown;
    for (const part of [PIN_PARTS.count, PIN_PARTS.letter]) {
      const text = pin.getChildByLabel(part);
      if (text) text.visible = countsShown;
    }
  }
  if (namesShown && view.namesWhenSmall) placeNames(layer, scale);
}
