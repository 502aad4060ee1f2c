import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import '../../../map/pixiCsp';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { screenToMap, ZOOM_STEP } from '../../../map/camera';
import { attachCamera, type CameraHandle } from '../../../map/cameraInput';
import { territoryAt } from '../../../map/hitTest';
import {
  drawAdjacencies,
  drawTerritoryTints,
  scalePins,
  stillChanged,
  updateDiscs,
} from '../../../map/layers';
import { FIT_PADDING, markerScale } from '../../../map/markerScale';
import { TerritoryMotion, territoryChanges } from '../../../map/territoryMotion';
import { prefersReducedMotion } from '../../../map/tween';
import type { MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { DiceRoll } from './diceRoll';
import { drawDice, drawPickable, drawSelection } from './playLayers';

extend({ Container, Graphics, Sprite });

export interface PlayCanvasProps {
  base: MapView;
  overlay: PlayOverlay;
  onTap(territory: number): void;
  label: string;
}

async function loadTexture(url: string): Promise<Texture> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return Texture.from(image);
}

function useBackground(url: string | undefined): Texture | null {
  const [texture, setTexture] = useState<Texture | null>(null);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    loadTexture(url).then(
      (loaded) => !cancelled && setTexture(loaded),
      () => undefined, // No image: the tints and outlines still show the map.
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return texture;
}

/** Largest texture side every WebGL device supports. */
const MAX_TEXTURE_SIDE = 4096;

/** The cached map is drawn at up to twice its size, so zooming in stays sharp within GPU limits. */
function cacheResolution(view: MapView): number {
  return Math.min(2, MAX_TEXTURE_SIDE / Math.max(view.width, view.height));
}

/** Moves the running animations to the frame's time; true while any still runs. */
type Animate = (now: number) => boolean;

/**
 * Renders on demand, at most once per animation frame: the map is still between changes, so an
 * idle screen costs nothing (Pixi's ticker would redraw 60 times a second). While `animate` says
 * something moves, each frame asks for the next.
 */
function useRenderRequest(animate: React.RefObject<Animate | null>): () => void {
  const { app } = useApplication();
  const pending = useRef(0);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);
  const request = useCallback(() => {
    if (pending.current) return;
    pending.current = requestAnimationFrame((now) => {
      pending.current = 0;
      // An unmounted application has been destroyed: nothing to draw into.
      if (!app.renderer) return;
      const moving = animate.current?.(now) ?? false;
      app.render();
      if (moving) request();
    });
  }, [app, animate]);
  return request;
}

/** The camera, as the zoom controls outside the canvas see it. */
export interface CameraLink {
  handle: CameraHandle | null;
}

/**
 * Pan and zoom on the canvas (client/map's camera input), opening with the whole map in view;
 * its taps become territory ids. Returns the zoom, which the markers are scaled against.
 */
function useCameraAndTaps(
  world: React.RefObject<Container | null>,
  base: MapView,
  onTap: (territory: number) => void,
  link: CameraLink,
  requestRender: () => void,
): number {
  const { app, isInitialised } = useApplication();
  const [zoom, setZoom] = useState(1);
  const latest = useRef({ base, onTap });
  latest.current = { base, onTap };

  useEffect(() => {
    // Before init and after destroy the application has no renderer, hence no canvas.
    if (!isInitialised || !app.renderer) return;
    const canvas = app.canvas;
    const camera = attachCamera(
      canvas,
      (next) => {
        world.current?.position.set(next.x, next.y);
        world.current?.scale.set(next.zoom);
        setZoom(next.zoom);
        requestRender();
      },
      (point) => {
        const c = camera.camera;
        const id = territoryAt(latest.current.base, screenToMap(c, point, 1, 0), c.zoom);
        if (id !== null) latest.current.onTap(id);
      },
      { fit: true, padding: FIT_PADDING },
    );
    camera.setContent(latest.current.base.width, latest.current.base.height);
    // Pixi follows `resizeTo` on window resizes only; a panel folding away resizes the host alone.
    const resize = new ResizeObserver(() => {
      if (!app.renderer) return;
      app.resize();
      camera.refit();
    });
    const host = app.resizeTo;
    if (host instanceof Element) resize.observe(host);
    link.handle = camera;
    return () => {
      resize.disconnect();
      link.handle = null;
      camera.detach();
    };
  }, [app, isInitialised, world, link, requestRender]);

  useEffect(
    () => link.handle?.setContent(base.width, base.height),
    [link, base.width, base.height],
  );
  return zoom;
}

/**
 * The map's animations (territories changing hands, counts, dice), run from the render loop and
 * never through React state: the discs are updated in place, only the changed pins redrawn, and
 * the frame loop runs while something moves. Reduced motion shows every change at once.
 */
function useMotion(
  discs: React.RefObject<Container | null>,
  effects: React.RefObject<Container | null>,
  dice: React.RefObject<Container | null>,
) {
  const animate = useRef<Animate | null>(null);
  const motion = useMemo(() => {
    let shown: MapView | null = null;
    let territories: TerritoryMotion | null = null;
    const roll = new DiceRoll();
    return {
      animate,
      frame(now: number): boolean {
        const moving = territories?.frame(now) ?? false;
        return roll.frame(now) || moving;
      },
      discsChanged(view: MapView, now: number) {
        const layer = discs.current;
        const under = effects.current;
        if (!layer || !under) return;
        territories ??= new TerritoryMotion(layer, under);
        const changes = prefersReducedMotion() ? [] : territoryChanges(shown, view);
        for (const index of updateDiscs(layer, shown, view)) territories.finish(index);
        territories.start(changes, view, now);
        shown = view;
      },
      diceDrawn(key: string | null, now: number) {
        if (dice.current) roll.drawn(dice.current, key, now, !prefersReducedMotion());
      },
    };
  }, [discs, effects, dice]);
  useEffect(() => {
    animate.current = motion.frame;
    return () => {
      animate.current = null;
    };
  }, [motion]);
  return motion;
}

/**
 * `base` as the cached picture last drew it: a new view only when the tints or lines change, so a
 * troop count changing does not re-render the whole picture into its texture.
 */
function useStillView(base: MapView): MapView {
  const [still, setStill] = useState(base);
  if (still !== base && stillChanged(still, base)) setStill(base);
  return still;
}

interface SceneProps extends Omit<PlayCanvasProps, 'label'> {
  link: CameraLink;
  onZoom(zoom: number): void;
}

/**
 * The layers; each redraws only when the part of the view it draws has changed. The map picture
 * with its tints and lines is cached as one texture, so panning moves a single quad; the discs
 * (scaled with the zoom) and the play overlay (rings, arrow, dice) stay live above it.
 */
function Scene({ base, overlay, onTap, link, onZoom }: SceneProps) {
  const world = useRef<Container>(null);
  const still = useRef<Container>(null);
  const discs = useRef<Container>(null);
  const dice = useRef<Container>(null);
  const effects = useRef<Container>(null);
  const texture = useBackground(base.image?.url);
  const motion = useMotion(discs, effects, dice);
  const requestRender = useRenderRequest(motion.animate);
  const zoom = useCameraAndTaps(world, base, onTap, link, requestRender);
  const scale = markerScale(zoom, base.spacing);

  const picture = useStillView(base);
  const tints = useCallback((g: Graphics) => drawTerritoryTints(g, picture), [picture]);
  const lines = useCallback((g: Graphics) => drawAdjacencies(g, picture), [picture]);
  const pickable = useCallback(
    (g: Graphics) => drawPickable(g, base, overlay, scale),
    [base, overlay, scale],
  );
  const selection = useCallback(
    (g: Graphics) => drawSelection(g, base, overlay, scale),
    [base, overlay, scale],
  );
  useEffect(() => {
    const map = still.current;
    if (!map) return;
    if (map.isCachedAsTexture) map.updateCacheTexture();
    else map.cacheAsTexture({ resolution: cacheResolution(picture) });
  }, [picture, texture]);
  useEffect(() => {
    if (discs.current) motion.discsChanged(base, performance.now());
  }, [base, motion]);
  useEffect(() => {
    if (discs.current) scalePins(discs.current, base, zoom);
    onZoom(zoom);
  }, [base, zoom, onZoom]);
  useEffect(() => {
    if (!dice.current) return;
    drawDice(dice.current, base, overlay, scale);
    motion.diceDrawn(overlay.dice?.roll ?? null, performance.now());
  }, [base, overlay, scale, motion]);
  useEffect(() => requestRender());

  return (
    <pixiContainer ref={world}>
      <pixiContainer ref={still}>
        {texture && <pixiSprite texture={texture} />}
        <pixiGraphics draw={tints} />
        <pixiGraphics draw={lines} />
      </pixiContainer>
      {/* Render groups: a change in one (a count, a tumbling die) rebuilds only its own batch. */}
      <pixiContainer ref={effects} isRenderGroup />
      <pixiContainer ref={discs} isRenderGroup />
      <pixiGraphics draw={pickable} />
      <pixiGraphics draw={selection} />
      <pixiContainer ref={dice} isRenderGroup />
    </pixiContainer>
  );
}

/** Zoom in, zoom out and show the whole map, with the zoom between them. */
function ZoomControls({ link, zoom }: { link: CameraLink; zoom: number }) {
  return (
    <div className="map-zoom" role="group" aria-label="Map zoom">
      <button
        type="button"
        className="map-zoom__button"
        aria-label="Zoom in"
        onClick={() => link.handle?.zoomBy(ZOOM_STEP)}
      >
        +
      </button>
      <span className="map-zoom__level" data-testid="map-zoom" data-zoom={zoom}>
        {Math.round(zoom * 100)}%
      </span>
      <button
        type="button"
        className="map-zoom__button"
        aria-label="Zoom out"
        onClick={() => link.handle?.zoomBy(1 / ZOOM_STEP)}
      >
        −
      </button>
      <button
        type="button"
        className="map-zoom__button"
        aria-label="Fit the whole map"
        onClick={() => link.handle?.fit()}
      >
        Fit
      </button>
    </div>
  );
}

/** The map of the play screen on one PixiJS canvas (through @pixi/react), with its zoom controls. */
export function PlayCanvas({ label, ...scene }: PlayCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const link = useMemo<CameraLink>(() => ({ handle: null }), []);
  const [zoom, setZoom] = useState(1);
  return (
    <div className="play-canvas" data-testid="play-canvas">
      <div ref={host} className="play-canvas__surface" role="img" aria-label={label}>
        <Application
          resizeTo={host}
          background={0x173550}
          // Antialiasing doubles the frame time of software renderers; discs and text are
          // smoothed by their own texture filtering anyway.
          antialias={false}
          autoStart={false}
          autoDensity
          resolution={window.devicePixelRatio || 1}
          preference="webgl"
        >
          <Scene {...scene} link={link} onZoom={setZoom} />
        </Application>
      </div>
      <ZoomControls link={link} zoom={zoom} />
    </div>
  );
}
