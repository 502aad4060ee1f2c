/**
 * The play screen's own canvas layers, as pure draw functions in the style of client/map/layers:
 * each clears its target and draws again from the overlay. Coordinates are large-image pixels.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { DICE_WIDE_ABOVE } from '../../../../shared/constants';
import { DISC_RADIUS } from '../../../map/layers';
import type { MapView, TerritoryView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';

const OUTLINE_DARK = 0x10202e;
const PICKABLE = 0xffe066;
const SOURCE = 0x4dabf7;
const TARGET = 0xff6b6b;
const MOVE = 0x69db7c;
const DIE_SIZE = 18;
const DIE_WIDE = 30;

type Lookup = (id: number) => TerritoryView | undefined;

function lookup(view: MapView): Lookup {
  const byId = new Map(view.territories.map((t) => [t.id, t]));
  return (id) => byId.get(id);
}

/** Unknown territories under fog: a dim disc with a question mark. */
export function drawFog(layer: Container, view: MapView, fogged: readonly number[]): void {
  for (const child of layer.removeChildren()) child.destroy();
  if (fogged.length === 0) return;
  const at = lookup(view);
  const discs = new Graphics();
  layer.addChild(discs);
  for (const id of fogged) {
    const t = at(id);
    if (!t) continue;
    discs.circle(t.x, t.y, DISC_RADIUS).fill({ color: 0x2b333d, alpha: 0.9 });
    discs.stroke({ width: 2, color: 0x77818c });
    const mark = new Text({
      text: '?',
      style: { fontSize: 13, fontWeight: '700', fill: 0xc9d1d9 },
    });
    mark.anchor.set(0.5);
    mark.position.set(t.x, t.y);
    layer.addChild(mark);
  }
}

/** Pulsing-free rings around what may be picked now: calm enough to leave on all turn. */
export function drawPickable(g: Graphics, view: MapView, overlay: PlayOverlay): void {
  g.clear();
  const at = lookup(view);
  for (const id of overlay.pickable) {
    const t = at(id);
    if (t) g.circle(t.x, t.y, DISC_RADIUS + 5);
  }
  g.stroke({ width: 3, color: PICKABLE, alpha: 0.95 });
}

function arrowHead(g: Graphics, x: number, y: number, angle: number, color: number) {
  const size = 12;
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

/** The selected source and target, the arrow between them, and the last conquest's link. */
export function drawSelection(g: Graphics, view: MapView, overlay: PlayOverlay): void {
  g.clear();
  const at = lookup(view);
  const ring = (id: number | null, color: number) => {
    const t = id === null ? undefined : at(id);
    if (t) g.circle(t.x, t.y, DISC_RADIUS + 6).stroke({ width: 4, color });
  };
  if (overlay.lastConquer) {
    const to = at(overlay.lastConquer.to);
    if (to)
      g.star(to.x - DISC_RADIUS, to.y + DISC_RADIUS, 4, 8, 3)
        .fill({ color: MOVE })
        .stroke({ width: 1.5, color: OUTLINE_DARK });
  }
  ring(overlay.source, SOURCE);
  ring(overlay.target, overlay.arrow?.kind === 'attack' ? TARGET : MOVE);
  const from = overlay.arrow ? at(overlay.arrow.from) : undefined;
  const to = overlay.arrow ? at(overlay.arrow.to) : undefined;
  if (!from || !to || !overlay.arrow) return;
  const color = overlay.arrow.kind === 'attack' ? TARGET : MOVE;
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const inset = DISC_RADIUS + 8;
  const [x1, y1] = [from.x + Math.cos(angle) * inset, from.y + Math.sin(angle) * inset];
  const [x2, y2] = [to.x - Math.cos(angle) * inset, to.y - Math.sin(angle) * inset];
  g.moveTo(x1, y1)
    .lineTo(x2, y2)
    .stroke({ width: 7, color: OUTLINE_DARK, alpha: 0.6, cap: 'round' });
  g.moveTo(x1, y1).lineTo(x2, y2).stroke({ width: 4, color, cap: 'round' });
  arrowHead(g, x2, y2, angle, color);
}

function drawDie(
  layer: Container,
  g: Graphics,
  x: number,
  y: number,
  value: number,
  color: number,
) {
  // Values above 99 do not fit a square die: it is drawn wide (spec §9).
  const width = value > DICE_WIDE_ABOVE ? DIE_WIDE : DIE_SIZE;
  g.roundRect(x, y, width, DIE_SIZE, 4).fill({ color }).stroke({ width: 1.5, color: OUTLINE_DARK });
  const label = new Text({
    text: String(value),
    style: { fontSize: 12, fontWeight: '700', fill: 0xffffff },
  });
  label.anchor.set(0.5);
  label.position.set(x + width / 2, y + DIE_SIZE / 2);
  layer.addChild(label);
  return width;
}

/** The last roll beside the territory attacked: attacker's dice in red above the defender's. */
export function drawDice(layer: Container, view: MapView, overlay: PlayOverlay): void {
  for (const child of layer.removeChildren()) child.destroy();
  const t = overlay.dice ? lookup(view)(overlay.dice.at) : undefined;
  if (!overlay.dice || !t) return;
  const g = new Graphics();
  layer.addChild(g);
  const rows: [readonly number[], number][] = [
    [overlay.dice.attacker, 0xc92a2a],
    [overlay.dice.defender, 0x1c7ed6],
  ];
  rows.forEach(([values, color], row) => {
    let x = t.x + DISC_RADIUS + 6;
    const y = t.y - DIE_SIZE - 2 + row * (DIE_SIZE + 4);
    for (const value of values) x += drawDie(layer, g, x, y, value, color) + 3;
  });
}
