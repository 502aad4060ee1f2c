/**
 * The play screen's own canvas layers, as pure draw functions in the style of client/map/layers:
 * each clears its target and draws again from the overlay. Coordinates are large-image pixels;
 * `scale` is the camera's marker scale, so rings and dice keep their size against the discs.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { DICE_WIDE_ABOVE } from '../../../../shared/constants';
import type { ColorId } from '../../../../shared/constants';
import { textColorOn } from '../../../map/colourblind';
import { DISC_RADIUS } from '../../../map/markerScale';
import { colorValue, type MapView, type TerritoryView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';

const OUTLINE_DARK = 0x10202e;
const PICKABLE = 0xffe066;
const SOURCE = 0x4dabf7;
const TARGET = 0xff6b6b;
const MOVE = 0x69db7c;
const HIGHLIGHT = 0xffffff;
const DIE_SIZE = 18;
const DIE_WIDE = 30;

type Lookup = (id: number) => TerritoryView | undefined;

function lookup(view: MapView): Lookup {
  const byId = new Map(view.territories.map((t) => [t.id, t]));
  return (id) => byId.get(id);
}

/** Below this disc radius (screen px) the pickable ring is the disc's own edge (see drawPickable). */
export const HUGGED_RING_BELOW_PX = 10;

/**
 * Pulsing-free rings around what may be picked now (`pickable`, the overlay's): calm enough to leave
 * on all turn. Only anchors are read of `view`, so any view of the map will do. With `hug` (small
 * discs, a crowded map fitted on a phone: their layout leaves two pixels between them) the ring
 * is drawn on the disc's edge, inside its box, so rings never run into their neighbours.
 */
export function drawPickable(
  g: Graphics,
  view: MapView,
  pickable: readonly number[],
  scale: number,
  hug = false,
): void {
  g.clear();
  const at = lookup(view);
  const width = (hug ? 4 : 3) * scale;
  const radius = hug ? DISC_RADIUS * scale - width / 2 : (DISC_RADIUS + 5) * scale;
  for (const id of pickable) {
    const t = at(id);
    if (t) g.circle(t.x, t.y, radius);
  }
  g.stroke({ width, color: PICKABLE, alpha: 0.95 });
}

function arrowHead(g: Graphics, x: number, y: number, angle: number, color: number, scale: number) {
  const size = 12 * scale;
  const left = angle + Math.PI * 0.82;
  const right = angle - Math.PI * 0.82;
  g.poly([
    x,
    y,
    x + Math.cos(left) * size,
    y + Math.sin(left) * size,
    x + Math.cos(right) * size,
    y + Math.sin(right) * size,
  ]).fill({ color });
}

/**
 * The selected source and target, the arrow between them, the last conquest's link, and the
 * territory a game log line points at.
 */
export function drawSelection(
  g: Graphics,
  view: MapView,
  overlay: PlayOverlay,
  scale: number,
): void {
  g.clear();
  const at = lookup(view);
  const radius = DISC_RADIUS * scale;
  const ring = (id: number | null, color: number) => {
    const t = id === null ? undefined : at(id);
    if (t) g.circle(t.x, t.y, radius + 6 * scale).stroke({ width: 4 * scale, color });
  };
  if (overlay.lastConquer) {
    const to = at(overlay.lastConquer.to);
    if (to)
      g.star(to.x - radius, to.y + radius, 4, 8 * scale, 3 * scale)
        .fill({ color: MOVE })
        .stroke({ width: 1.5 * scale, color: OUTLINE_DARK });
  }
  const pointed = overlay.highlighted === null ? undefined : at(overlay.highlighted);
  if (pointed) {
    // Dark under white: the ring the log points with shows on light and dark map pictures alike.
    const r = radius + 11 * scale;
    g.circle(pointed.x, pointed.y, r).stroke({ width: 7 * scale, color: OUTLINE_DARK, alpha: 0.7 });
    g.circle(pointed.x, pointed.y, r).stroke({ width: 3.5 * scale, color: HIGHLIGHT });
  }
  ring(overlay.source, SOURCE);
  ring(overlay.target, overlay.arrow?.kind === 'attack' ? TARGET : MOVE);
  const from = overlay.arrow ? at(overlay.arrow.from) : undefined;
  const to = overlay.arrow ? at(overlay.arrow.to) : undefined;
  if (!from || !to || !overlay.arrow) return;
  const color = overlay.arrow.kind === 'attack' ? TARGET : MOVE;
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const inset = radius + 8 * scale;
  const [x1, y1] = [from.x + Math.cos(angle) * inset, from.y + Math.sin(angle) * inset];
  const [x2, y2] = [to.x - Math.cos(angle) * inset, to.y - Math.sin(angle) * inset];
  g.moveTo(x1, y1)
    .lineTo(x2, y2)
    .stroke({ width: 7 * scale, color: OUTLINE_DARK, alpha: 0.6, cap: 'round' });
  g.moveTo(x1, y1)
    .lineTo(x2, y2)
    .stroke({ width: 4 * scale, color, cap: 'round' });
  arrowHead(g, x2, y2, angle, color, scale);
}

/** Label of a die on the map (a container around its centre, so it can tumble). */
export const DIE_LABEL = 'die';

/** A die's face and ink: the player's colour with text that reads on it, dark-edged, or grey. */
function dieInk(color: ColorId | null): { fill: number; text: number; edge: number } {
  if (color === null) return { fill: 0x495057, text: 0xffffff, edge: OUTLINE_DARK };
  // The black player's dice get a light edge, so they stand out of a dark sea.
  return {
    fill: colorValue(color),
    text: textColorOn(color),
    edge: color === 7 ? 0xdee2e6 : OUTLINE_DARK,
  };
}

function drawDie(
  pin: Container,
  x: number,
  y: number,
  value: number,
  color: ColorId | null,
): number {
  const ink = dieInk(color);
  // Values above 99 do not fit a square die: it is drawn wide (spec §9).
  const width = value > DICE_WIDE_ABOVE ? DIE_WIDE : DIE_SIZE;
  const die = new Container();
  die.label = DIE_LABEL;
  die.position.set(x + width / 2, y + DIE_SIZE / 2);
  die.addChild(
    new Graphics()
      .roundRect(-width / 2, -DIE_SIZE / 2, width, DIE_SIZE, 4)
      .fill({ color: ink.fill })
      .stroke({ width: 1.5, color: ink.edge }),
  );
  const label = new Text({
    text: String(value),
    style: { fontSize: 12, fontWeight: '700', fill: ink.text },
    resolution: 2 * (globalThis.devicePixelRatio || 1),
  });
  label.anchor.set(0.5);
  die.addChild(label);
  pin.addChild(die);
  return width;
}

/** The last roll beside the territory attacked: the attacker's dice above the defender's, each in its player's colour. */
export function drawDice(
  layer: Container,
  view: MapView,
  overlay: PlayOverlay,
  scale: number,
): void {
  for (const child of layer.removeChildren()) child.destroy({ children: true });
  const t = overlay.dice ? lookup(view)(overlay.dice.at) : undefined;
  if (!overlay.dice || !t) return;
  // Drawn around (0, 0) in a pin at the territory, scaled like its disc.
  const pin = new Container();
  pin.position.set(t.x, t.y);
  pin.scale.set(scale);
  layer.addChild(pin);
  const rows: [readonly number[], ColorId | null][] = [
    [overlay.dice.attacker, overlay.dice.colors.attacker],
    [overlay.dice.defender, overlay.dice.colors.defender],
  ];
  rows.forEach(([values, color], row) => {
    let x = DISC_RADIUS + 6;
    const y = -DIE_SIZE - 2 + row * (DIE_SIZE + 4);
    for (const value of values) x += drawDie(pin, x, y, value, color) + 3;
  });
}
