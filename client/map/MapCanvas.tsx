import { useEffect, useRef, useState } from 'react';
import { Application, Container, Graphics, Texture } from 'pixi.js';
import './pixiCsp';
import { MAP_SCALE_SMALL_OFFSET } from '../../shared/constants';
import { screenToMap } from './camera';
import { attachCamera, type CameraHandle, type ScreenPoint } from './cameraInput';
import { territoryAt } from './hitTest';
import type { DiscLayout } from './discLayout';
import { drawLeaders, drawMarks, layoutOf, layoutScale, placedView, scalePins } from './layers';
import { FIT_PADDING } from './markerScale';
import { placesChanged, repaintTerritories } from './repaint';
import { advanceSystemTicker, holdSystemTicker } from './systemTicker';
import { TintedPicture } from './tintedPicture';
import type { MapView } from './viewModel';
import type { MapPoint } from '../../shared/protocol/maps';

interface Scene {
  app: Application;
  world: Container;
  /** The picture and the owners' tints, drawn in one pass. */
  tints: TintedPicture;
  selection: Graphics;
  adjacencies: Graphics;
  leaders: Graphics;
  marks: Graphics;
  discs: Container;
  camera: CameraHandle;
  mapScale: { scale: number; offset: number };
  resize: ResizeObserver;
  /** Lets Pixi's system ticker run again (see holdSystemTicker). */
  releaseTicker: () => void;
  /** Draws the next animation frame; repeated calls before it share that frame. */
  requestRender: () => void;
  /**
   * The view drawn last: the next one repaints only what differs from it, and the markers are
   * scaled from it when the camera zooms.
   */
  shown: MapView | null;
  /** The disc layout the leader lines were drawn for. */
  led: { view: MapView; layout: DiscLayout } | null;
}

/** Places and scales the discs, leader lines and marks for the camera's zoom (see discLayout). */
function scaleMarkers(scene: Scene): void {
  const view = scene.shown;
  if (!view) return;
  const zoom = scene.camera.camera.zoom * scene.mapScale.scale;
  const layout = layoutOf(view, zoom);
  scalePins(scene.discs, view, zoom, layout);
  if (!scene.led || scene.led.layout !== layout || placesChanged(scene.led.view, view)) {
    drawLeaders(scene.leaders, view, layout);
    scene.led = { view, layout };
  }
  drawMarks(scene.marks, placedView(view, layout), layoutScale(layout, zoom));
}

/** Renders only when asked, at most once a frame: an idle map costs nothing (and tests stay fast). */
function frameScheduler(app: Application): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame((now) => {
      pending = false;
      if (!app.renderer) return;
      advanceSystemTicker(now);
      app.render();
    });
  };
}

/** A pointer handler that also needs the scene (its camera and scale). */
type ScenePointer = (scene: Scene, point: ScreenPoint) => void;

interface SceneInput {
  onTap: ScenePointer;
  /** Dragging territories, when the page allows it (see `attachCamera`). */
  drag: { grab(scene: Scene, point: ScreenPoint): boolean; move: ScenePointer; drop: ScenePointer };
  fit: boolean;
}

async function createScene(host: HTMLElement, input: SceneInput): Promise<Scene> {
  const app = new Application();
  await app.init({
    width: host.clientWidth || 1,
    height: host.clientHeight || 1,
    background: 0x173550,
    // As on the play screen: antialiasing doubles the frame time of a software renderer (the
    // replay's frame after a jump waited 226 ms of its 290 for it, 114 ms without); the discs and
    // texts are smoothed by their own texture filtering anyway.
    antialias: false,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: ['webgl', 'canvas'],
    autoStart: false,
  });
  const requestRender = frameScheduler(app);
  app.canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(app.canvas);
  const world = new Container();
  const layers = {
    tints: new TintedPicture(app.renderer),
    selection: new Graphics(),
    adjacencies: new Graphics(),
    leaders: new Graphics(),
    marks: new Graphics(),
    discs: new Container(),
  };
  world.addChild(
    layers.tints.mesh,
    layers.selection,
    layers.adjacencies,
    layers.leaders,
    layers.discs,
    layers.marks,
  );
  app.stage.addChild(world);
  // A restored context has an empty canvas, and this map draws only when asked to.
  app.renderer.runners.contextChange.add({ contextChange: requestRender });
  // The camera works in screen pixels of the content at the map's scale; the world is drawn in
  // large-image pixels, so the map's scale (and the small map's -1 px offset) is applied here.
  const mapScale = { scale: 1, offset: 0 };
  const camera = attachCamera(
    app.canvas,
    (c) => {
      world.position.set(c.x + mapScale.offset * c.zoom, c.y + mapScale.offset * c.zoom);
      world.scale.set(c.zoom * mapScale.scale);
      scaleMarkers(scene);
      requestRender();
    },
    (point) => input.onTap(scene, point),
    {
      fit: input.fit,
      // A fitted map keeps room around it, so the discs on its edges show whole.
      padding: input.fit ? FIT_PADDING : 0,
      drag: {
        grab: (p) => input.drag.grab(scene, p),
        move: (p) => input.drag.move(scene, p),
        drop: (p) => input.drag.drop(scene, p),
      },
    },
  );
  // The host's size follows the page (and the map size control); the canvas follows the host.
  const resize = new ResizeObserver(() => {
    app.renderer.resize(host.clientWidth || 1, host.clientHeight || 1);
    camera.refit();
  });
  resize.observe(host);
  const scene: Scene = {
    app,
    world,
    camera,
    mapScale,
    requestRender,
    resize,
    releaseTicker: holdSystemTicker(),
    shown: null,
    led: null,
    ...layers,
  };
  return scene;
}

function destroyScene(scene: Scene): void {
  scene.resize.disconnect();
  scene.camera.detach();
  scene.tints.destroy();
  scene.app.destroy(true, { children: true });
  scene.releaseTicker();
}

async function loadTexture(url: string): Promise<Texture> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return Texture.from(image);
}

export interface MapCanvasProps {
  view: MapView;
  label: string;
  /** A tap or click on a territory (its id), or on the sea (null), and where on the map. */
  onSelect?: (territory: number | null, point: MapPoint) => void;
  /** With this, territories are dragged instead of the map panned: each move, then the drop. */
  onDrag?: (territory: number, point: MapPoint, dropped: boolean) => void;
  /** Start with the whole map in view, also on wide screens. */
  fit?: boolean;
}

/**
 * The map on a PixiJS canvas: the map image with the owners' tints, the selection, adjacency lines,
 * discs and markers. Drag to pan, wheel or pinch to zoom, tap to select. Redraws only when the
 * view changes, and then only the territories that look different (see repaint.ts).
 */
export function MapCanvas({ view, label, onSelect, onDrag, fit = false }: MapCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<Scene | null>(null);
  const [ready, setReady] = useState(false);
  // The scene is made once; taps read the latest view and handler through these.
  const latest = useRef({ view, onSelect, onDrag });
  latest.current = { view, onSelect, onDrag };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    let created: Scene | undefined;
    const toMap = (s: Scene, point: ScreenPoint) =>
      screenToMap(s.camera.camera, point, s.mapScale.scale, s.mapScale.offset);
    const hit = (s: Scene, point: ScreenPoint) => {
      const { view } = latest.current;
      const zoom = s.camera.camera.zoom * s.mapScale.scale;
      return territoryAt(view, layoutOf(view, zoom), toMap(s, point), zoom);
    };
    const onTap = (s: Scene, point: ScreenPoint) =>
      latest.current.onSelect?.(hit(s, point), toMap(s, point));
    let carried: number | null = null;
    const drag: SceneInput['drag'] = {
      grab: (s, point) => {
        carried = latest.current.onDrag ? hit(s, point) : null;
        return carried !== null;
      },
      move: (s, point) => {
        if (carried !== null) latest.current.onDrag?.(carried, toMap(s, point), false);
      },
      drop: (s, point) => {
        if (carried !== null) latest.current.onDrag?.(carried, toMap(s, point), true);
        carried = null;
      },
    };
    void createScene(element, { onTap, drag, fit }).then((s) => {
      if (cancelled) destroyScene(s);
      else setScene((created = s));
    });
    return () => {
      cancelled = true;
      if (created) destroyScene(created);
    };
  }, []);

  const imageUrl = view.image?.url;
  const imageScale = view.image?.scale ?? 1;
  useEffect(() => {
    if (!scene) return;
    setReady(false);
    if (!imageUrl) {
      scene.tints.setPicture(null);
      scene.requestRender();
      return;
    }
    let cancelled = false;
    void loadTexture(imageUrl).then((texture) => {
      if (cancelled) return;
      scene.tints.setPicture({ texture, scale: imageScale });
      scene.requestRender();
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [scene, imageUrl, imageScale]);

  useEffect(() => {
    if (!scene) return;
    repaintTerritories(scene, scene.shown, view);
    scene.shown = view;
    scene.mapScale.scale = view.scale;
    scene.mapScale.offset = view.scale === 1 ? 0 : MAP_SCALE_SMALL_OFFSET;
    scene.camera.setContent(view.width * view.scale, view.height * view.scale);
    scaleMarkers(scene);
    scene.requestRender();
  }, [scene, view]);

  return (
    <div
      ref={host}
      className="map-canvas"
      role="img"
      aria-label={label}
      data-ready={ready ? 'true' : 'false'}
      style={{ aspectRatio: `${view.width} / ${view.height}` }}
    />
  );
}
