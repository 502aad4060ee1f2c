/**
 * The map image as SVG, drawn from the geometry alone: sea, a soft coastal shelf, land tinted by
 * region, territory and region borders, sea lanes, names and a legend of region bonuses. The troop
 * discs are not drawn: the canvas puts them on the anchors, so names sit just below the anchor.
 */
import type { GameMap, MapTerritory, Point } from '../../../shared/maps/types.js';
import { outlinePoints } from '../../../shared/maps/outline.js';
import { NAME_OFFSET, nameFontSize, nameLines } from '../../../shared/maps/labels.js';
import { classifySegments, regionTints, seaLanes, type Segment } from './layout.js';

export { nameFontSize };

const FONT = "DejaVu Sans, 'Liberation Sans', Arial, sans-serif";
const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v: number): string => String(Math.round(v * 10) / 10);

function pathOf(rings: Point[][]): string {
  return rings.map((ring) => `M${ring.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}Z`).join('');
}

function segmentsPath(segments: Segment[]): string {
  return segments.map(([a, b]) => `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`).join('');
}

/** A slightly lighter or darker shade per territory, so neighbours inside a region stay apart. */
function shade(hex: string, id: number): string {
  const amount = ((id * 37) % 7) / 6 - 0.5;
  const channel = (i: number): string => {
    const v = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    const shifted = Math.round(Math.max(0, Math.min(255, v + amount * 22)));
    return shifted.toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function nameLabel(t: MapTerritory, size: number): string {
  const lines = nameLines(t.name);
  const tspans = lines
    .map(
      (line, i) => `<tspan x="${t.x}" dy="${i === 0 ? 0 : size * 1.1}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${t.x}" y="${t.y + NAME_OFFSET + size * 0.4}">${tspans}</text>`;
}

function background(map: GameMap): string {
  const { width, height } = map;
  const grid: string[] = [];
  for (let x = 100; x < width; x += 100) grid.push(`M${x} 0V${height}`);
  for (let y = 100; y < height; y += 100) grid.push(`M0 ${y}H${width}`);
  return [
    '<defs><radialGradient id="sea" cx="50%" cy="45%" r="75%">',
    '<stop offset="0" stop-color="#2d6688"/><stop offset="1" stop-color="#173550"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#sea)"/>`,
    `<path d="${grid.join('')}" stroke="#ffffff" stroke-opacity="0.05" stroke-width="1" fill="none"/>`,
  ].join('');
}

function legend(map: GameMap, tints: string[]): string {
  const size = 13;
  const rowHeight = size + 7;
  const rows = map.regions.length + 1;
  const boxWidth =
    20 +
    Math.max(...map.regions.map((r) => r.name.length + String(r.bonus).length + 3)) * size * 0.62;
  const boxHeight = rows * rowHeight + 16;
  const [x, y] = quietestCorner(map, boxWidth, boxHeight);
  const items = map.regions.map((r, i) => {
    const top = y + 10 + size + (i + 1) * rowHeight;
    return (
      `<rect x="${x + 10}" y="${top - size + 1}" width="${size}" height="${size}" rx="2" fill="${tints[i]}" stroke="#1b2a38"/>` +
      `<text x="${x + 16 + size}" y="${top}">${escapeXml(r.name)}: +${r.bonus}</text>`
    );
  });
  return (
    `<g font-family="${FONT}" font-size="${size}" fill="#f4efe1">` +
    `<rect x="${x}" y="${y}" width="${n(boxWidth)}" height="${boxHeight}" rx="6" fill="#0f2233" fill-opacity="0.82" stroke="#6f8fa8" stroke-opacity="0.6"/>` +
    `<text x="${x + 10}" y="${y + 10 + size}" font-weight="bold">Region bonuses</text>${items.join('')}</g>`
  );
}

/** The image corner with the least land (anchors and outline points) under a box of this size. */
function quietestCorner(map: GameMap, w: number, h: number): [number, number] {
  const margin = 12;
  const corners: [number, number][] = [
    [margin, map.height - h - margin],
    [map.width - w - margin, map.height - h - margin],
    [margin, margin],
    [map.width - w - margin, margin],
  ];
  const points = map.territories.flatMap((t) => [{ x: t.x, y: t.y }, ...outlinePoints(t).flat()]);
  const crowd = ([x, y]: [number, number]): number =>
    points.filter((p) => p.x > x - 30 && p.x < x + w + 30 && p.y > y - 30 && p.y < y + h + 30)
      .length;
  return corners.reduce((best, c) => (crowd(c) < crowd(best) ? c : best));
}

/** The whole image at scale 1 (the large image). */
export function mapSvg(map: GameMap): string {
  const tints = regionTints(map);
  const { coast, regionBorders } = classifySegments(map);
  const land = map.territories.map((t) => pathOf(outlinePoints(t))).join('');
  const fills = map.territories
    .map(
      (t) =>
        `<path d="${pathOf(outlinePoints(t))}" fill="${shade(tints[t.region - 1] ?? '#ccc', t.id)}"/>`,
    )
    .join('');
  const lanes = seaLanes(map).flatMap((lane) => lane.lines);
  const fontSize = nameFontSize(map);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${map.width}" height="${map.height}" viewBox="0 0 ${map.width} ${map.height}">`,
    background(map),
    `<path d="${land}" fill="none" stroke="#8cc0dc" stroke-opacity="0.18" stroke-width="18" stroke-linejoin="round"/>`,
    `<path d="${land}" fill="none" stroke="#a6d2e8" stroke-opacity="0.3" stroke-width="7" stroke-linejoin="round"/>`,
    `<g stroke="none">${fills}</g>`,
    `<path d="${land}" fill="none" stroke="#3d3a30" stroke-opacity="0.45" stroke-width="1"/>`,
    `<path d="${segmentsPath(regionBorders)}" fill="none" stroke="#2a2822" stroke-opacity="0.8" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="${segmentsPath(coast)}" fill="none" stroke="#1c3347" stroke-width="1.6" stroke-linecap="round"/>`,
    `<path d="${segmentsPath(lanes)}" fill="none" stroke="#10202e" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="${segmentsPath(lanes)}" fill="none" stroke="#f3e7c4" stroke-width="2" stroke-dasharray="7 5"/>`,
    `<g font-family="${FONT}" font-size="${fontSize}" font-weight="bold" text-anchor="middle" fill="#1d1b16" stroke="#fbf6e6" stroke-width="3" stroke-opacity="0.85" paint-order="stroke" stroke-linejoin="round">`,
    map.territories.map((t) => nameLabel(t, fontSize)).join(''),
    '</g>',
    legend(map, tints),
    '</svg>',
  ].join('');
}
