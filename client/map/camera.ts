/**
 * Pan and zoom as pure functions over a small camera state; the canvas applies the result to its
 * world container. Kept free of the DOM so it is tested directly.
 */

export interface Camera {
  /** Screen position of the world origin. */
  x: number;
  y: number;
  zoom: number;
}

export interface Bounds {
  /** Viewport size in screen pixels. */
  viewWidth: number;
  viewHeight: number;
  /** Content size in world pixels (already at the map's scale). */
  contentWidth: number;
  contentHeight: number;
  /**
   * Screen pixels kept free around the fitted map, so the discs on its edges (drawn around
   * anchors that may lie on the edge) show whole. Default 0.
   */
  padding?: number;
  /**
   * A map shorter than the viewport sits at its top (within the padding) instead of its middle:
   * on a phone the room under it is where the dialog sheets open.
   */
  alignTop?: boolean;
}

export const MAX_ZOOM = 4;

/** What one press of the zoom buttons multiplies the zoom by. */
export const ZOOM_STEP = 1.5;

/** The zoom at which the whole map fits the viewport (never above 1: the image is not blown up). */
export function fitZoom(b: Bounds): number {
  const pad = 2 * (b.padding ?? 0);
  return Math.min(
    1,
    Math.max(1, b.viewWidth - pad) / b.contentWidth,
    Math.max(1, b.viewHeight - pad) / b.contentHeight,
  );
}

/** The camera showing the whole map, centred. */
export function fitCamera(b: Bounds): Camera {
  const zoom = fitZoom(b);
  return clampCamera({ x: 0, y: 0, zoom }, b);
}

/** Below this viewport width the map starts fitted; above it, at its own scale (small or large). */
export const FIT_BELOW_WIDTH = 700;

/** The first view: the map at its real size, centred, on wide screens; the whole map on narrow ones. */
export function initialCamera(b: Bounds): Camera {
  if (b.viewWidth < FIT_BELOW_WIDTH) return fitCamera(b);
  const x = (b.viewWidth - b.contentWidth) / 2;
  const y = (b.viewHeight - b.contentHeight) / 2;
  return clampCamera({ x, y, zoom: 1 }, b);
}

/**
 * Keeps the map on screen: centred when smaller than the viewport, otherwise its edges pulled
 * inside by at most the padding.
 */
export function clampCamera(c: Camera, b: Bounds): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(fitZoom(b), c.zoom));
  const pad = b.padding ?? 0;
  const axis = (pos: number, view: number, content: number, top = false): number => {
    const size = content * zoom;
    if (size <= view - 2 * pad) return top ? pad : (view - size) / 2;
    return Math.min(pad, Math.max(view - size - pad, pos));
  };
  return {
    zoom,
    x: axis(c.x, b.viewWidth, b.contentWidth),
    y: axis(c.y, b.viewHeight, b.contentHeight, b.alignTop),
  };
}

/** Zooms by `factor` keeping the world point under the screen point (sx, sy) in place. */
export function zoomAt(c: Camera, factor: number, sx: number, sy: number, b: Bounds): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(fitZoom(b), c.zoom * factor));
  const wx = (sx - c.x) / c.zoom;
  const wy = (sy - c.y) / c.zoom;
  return clampCamera({ zoom, x: sx - wx * zoom, y: sy - wy * zoom }, b);
}

/** Zooms by `factor` around the middle of the viewport (the zoom buttons). */
export function zoomCentre(c: Camera, factor: number, b: Bounds): Camera {
  return zoomAt(c, factor, b.viewWidth / 2, b.viewHeight / 2, b);
}

/** Moves the view by a screen-pixel drag. */
export function panBy(c: Camera, dx: number, dy: number, b: Bounds): Camera {
  return clampCamera({ ...c, x: c.x + dx, y: c.y + dy }, b);
}

/** Moves the view so that the world point (wx, wy) is in its middle, as far as the edges allow. */
export function centreOn(c: Camera, wx: number, wy: number, b: Bounds): Camera {
  return clampCamera(
    { ...c, x: b.viewWidth / 2 - wx * c.zoom, y: b.viewHeight / 2 - wy * c.zoom },
    b,
  );
}

/** A part of the world (world px): the box the camera frames. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The camera showing `area` as large as the view allows (at most at the map's own size, and
 * never below the fitted zoom), centred on it. With `alignTop` (a phone) the view is only the
 * height the fitted map takes at the top of it: the room under it is where the sheets open, so
 * nothing framed may go there. Null when the area needs no closer view than the fitted one.
 */
export function frameArea(area: Area, b: Bounds): Camera | null {
  const pad = b.padding ?? 0;
  const fit = fitZoom(b);
  const viewHeight = b.alignTop
    ? Math.min(b.viewHeight, b.contentHeight * fit + 2 * pad)
    : b.viewHeight;
  const zoom = Math.min(
    1,
    MAX_ZOOM,
    Math.max(1, b.viewWidth - 2 * pad) / Math.max(1, area.width),
    Math.max(1, viewHeight - 2 * pad) / Math.max(1, area.height),
  );
  // Not worth a move: the fitted map shows the area about as large.
  if (zoom < fit * FRAME_MIN_GAIN) return null;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  return clampCamera({ zoom, x: b.viewWidth / 2 - cx * zoom, y: viewHeight / 2 - cy * zoom }, b);
}

/** A framed view must be at least this much closer than the fitted one to be worth moving to. */
export const FRAME_MIN_GAIN = 1.2;

/** The part of the world on screen, in world pixels (it may reach past the content's edges). */
export function visibleArea(c: Camera, b: Bounds) {
  return {
    x: -c.x / c.zoom,
    y: -c.y / c.zoom,
    width: b.viewWidth / c.zoom,
    height: b.viewHeight / c.zoom,
  };
}

/** The wheel's zoom factor: a notch (about 100 px of delta) zooms by about 1.2. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.0018);
}

/**
 * The map point (large-image pixels) under a screen point, when the map is drawn at `scale`
 * (0.75 for the small map) shifted by `offset` pixels.
 */
export function screenToMap(
  c: Camera,
  p: { x: number; y: number },
  scale: number,
  offset: number,
): { x: number; y: number } {
  return { x: ((p.x - c.x) / c.zoom - offset) / scale, y: ((p.y - c.y) / c.zoom - offset) / scale };
}
