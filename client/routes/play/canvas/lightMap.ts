/**
 * What the light map draws (see LightMap.tsx): each territory's disc where the camera and the
 * disc layout put it, in its owner's colour with its troop count, rings on the territories the
 * player has chosen; the picture under them. Pure but for the last step, which paints on a 2D
 * canvas: a few hundred arcs, cheap enough to redraw whole at every change.
 */
import { COLORS } from '../../../../shared/constants';
import type { Camera } from '../../../map/camera';
import { textColorOn } from '../../../map/colourblind';
import { COUNT_MIN_SCREEN_RADIUS } from '../../../map/markerScale';
import type { MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { discsOnScreen } from './screenDiscs';

/** The map's ground where the picture is not (PixiMap's background too). */
export const SEA = '#173550';
const OUTLINE = '#10202e';
const FOGGED = '#2b333d';
/** The rings of the chosen territories: where a move starts and where it goes. */
export const RING_COLORS = { source: '#ffd43b', target: '#ffffff' } as const;

/** One disc as painted: centre and radius in the surface's CSS px. */
export interface DiscPaint {
  x: number;
  y: number;
  radius: number;
  fill: string;
  /** The troop count (or "?" on a fogged territory), when the disc is large enough for it. */
  text: string | null;
  textColor: string;
  ring: keyof typeof RING_COLORS | null;
}

const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;

/** The discs of `view` as the light map paints them for `camera`. */
export function discPaints(view: MapView, overlay: PlayOverlay, camera: Camera): DiscPaint[] {
  const discs = discsOnScreen(view, camera);
  return view.territories.flatMap((t, i) => {
    const disc = discs[i]!;
    if (t.color === null && !t.fogged) return [];
    const counted = disc.radius >= COUNT_MIN_SCREEN_RADIUS - 1e-9;
    const ring: DiscPaint['ring'] =
      t.id === overlay.source ? 'source' : t.id === overlay.target ? 'target' : null;
    const place = { x: disc.x, y: disc.y, radius: disc.radius, ring };
    if (t.color === null)
      return [{ ...place, fill: FOGGED, text: counted ? '?' : null, textColor: '#c9d1d9' }];
    const text = counted && t.troops !== null ? String(t.troops) : null;
    return [{ ...place, fill: COLORS[t.color].hex, text, textColor: hex(textColorOn(t.color)) }];
  });
}

/** The picture under the discs: where it goes on the surface (CSS px), or null when none. */
function pictureBox(view: MapView, image: HTMLImageElement | null, camera: Camera) {
  if (!image || !view.image) return null;
  const scale = view.image.scale * camera.zoom;
  return {
    x: camera.x,
    y: camera.y,
    width: image.naturalWidth * scale,
    height: image.naturalHeight * scale,
  };
}

/** Paints the whole light map on `canvas`, sized to its box at the screen's pixel ratio. */
export function paintLightMap(
  canvas: HTMLCanvasElement,
  view: MapView,
  overlay: PlayOverlay,
  image: HTMLImageElement | null,
  camera: Camera,
): void {
  const ratio = window.devicePixelRatio || 1;
  const [width, height] = [canvas.clientWidth, canvas.clientHeight];
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const g = canvas.getContext('2d');
  if (!g) return;
  g.scale(ratio, ratio);
  g.fillStyle = SEA;
  g.fillRect(0, 0, width, height);
  const picture = pictureBox(view, image, camera);
  if (picture && image) g.drawImage(image, picture.x, picture.y, picture.width, picture.height);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (const disc of discPaints(view, overlay, camera)) {
    if (disc.ring) {
      g.beginPath();
      g.arc(disc.x, disc.y, disc.radius + 3, 0, Math.PI * 2);
      g.lineWidth = 3;
      g.strokeStyle = RING_COLORS[disc.ring];
      g.stroke();
    }
    g.beginPath();
    g.arc(disc.x, disc.y, disc.radius, 0, Math.PI * 2);
    g.fillStyle = disc.fill;
    g.fill();
    g.lineWidth = Math.min(2, disc.radius / 4);
    g.strokeStyle = OUTLINE;
    g.stroke();
    if (disc.text === null) continue;
    g.font = `700 ${Math.round(disc.radius)}px system-ui, sans-serif`;
    g.fillStyle = disc.textColor;
    g.fillText(disc.text, disc.x, disc.y);
  }
}
