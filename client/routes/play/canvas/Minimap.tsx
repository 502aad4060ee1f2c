/**
 * The overview map: while the map is zoomed in past what fits, a small picture of the whole map
 * in the corner, a dot per territory in its owner's colour and a frame around the part on screen.
 * Pressing or dragging on it moves the view there. Drawn on a 2D canvas of its own (a few hundred
 * dots), and moved by the camera's changes directly, not through React.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { COLORS } from '../../../../shared/constants';
import type { MapView } from '../../../map/viewModel';
import type { CameraLink } from './PlayCanvas';
import { useImage } from './useImage';

/** Shown while less than this share of the map's width or height is on screen. */
const SHOWN_BELOW = 0.9;
const FOGGED = '#3b4350';

/** The picture, then each territory's dot: owned, fogged, or (neutral) grey. */
function drawOverview(canvas: HTMLCanvasElement, base: MapView, image: HTMLImageElement | null) {
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const g = canvas.getContext('2d');
  if (!g || width === 0) return;
  g.scale(ratio, ratio);
  g.fillStyle = '#173550';
  g.fillRect(0, 0, width, height);
  if (image) g.drawImage(image, 0, 0, width, height);
  const scale = width / base.width;
  // Dots a little apart on a crowded map, and no bigger than a disc's share on a small one.
  const radius = Math.max(1.5, Math.min(4, width / Math.sqrt(base.territories.length) / 4));
  for (const t of base.territories) {
    if (t.color === null && !t.fogged) continue;
    g.beginPath();
    g.arc(t.x * scale, t.y * scale, radius, 0, Math.PI * 2);
    g.fillStyle = t.fogged || t.color === null ? FOGGED : COLORS[t.color].hex;
    g.fill();
    g.lineWidth = 1;
    g.strokeStyle = t.onTurn ? '#ffffff' : 'rgba(0, 0, 0, 0.6)';
    g.stroke();
  }
}

export function Minimap({ link, base }: { link: CameraLink; base: MapView }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const image = useImage(base.image?.url);

  useEffect(() => {
    const follow = () => {
      const visible = link.handle?.visible();
      if (!visible) return;
      const { area, content } = visible;
      setShown(
        area.width < content.width * SHOWN_BELOW || area.height < content.height * SHOWN_BELOW,
      );
      const box = frame.current;
      if (!box) return;
      const percent = (value: number, of: number) => `${(100 * value) / of}%`;
      box.style.left = percent(Math.max(0, area.x), content.width);
      box.style.top = percent(Math.max(0, area.y), content.height);
      box.style.width = percent(Math.min(area.width, content.width), content.width);
      box.style.height = percent(Math.min(area.height, content.height), content.height);
    };
    link.listeners.add(follow);
    follow();
    return () => {
      link.listeners.delete(follow);
    };
  }, [link, shown]);

  useEffect(() => {
    if (shown && canvas.current) drawOverview(canvas.current, base, image);
  }, [shown, base, image]);

  const moveTo = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - rect.left) / rect.width) * base.width;
    const y = ((e.clientY - rect.top) / rect.height) * base.height;
    link.handle?.centreOn(x, y);
  };

  if (!shown) return null;
  return (
    <div
      className="minimap"
      data-testid="minimap"
      role="img"
      aria-label="Overview of the whole map"
      style={{ aspectRatio: `${base.width} / ${base.height}` }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        moveTo(e);
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) moveTo(e);
      }}
    >
      <canvas ref={canvas} className="minimap__picture" />
      <div ref={frame} className="minimap__frame" data-testid="minimap-frame" />
    </div>
  );
}
