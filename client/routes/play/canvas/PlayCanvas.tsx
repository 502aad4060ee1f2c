import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import '../../../map/pixiCsp';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { screenToMap, ZOOM_STEP } from '../../../map/camera';
import { attachCamera, type CameraHandle } from '../../../map/cameraInput';
import { resolveTap, type TapMeaning } from '../../../map/hitTest';
import {
  drawAdjacencies,
  drawLeaders,
  layoutOf,
  layoutScale,
  placedView,
  scalePins,
  stillChanged,
  updateDiscs,
  updateTints,
} from '../../../map/layers';
import { FIT_PADDING } from '../../../map/markerScale';
import { NARROW_QUERY } from '../panels/PlayPanels';
import { TerritoryMotion, territoryChanges } from '../../../map/territoryMotion';
import { prefersReducedMotion } from '../../../map/tween';
import type { MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { DiceRoll } from './diceRoll';
import { useDrawsInSoftware, useRenderRequest, type Animate } from './renderRequest';
import { Minimap } from './Minimap';
import { exposeDiscs } from './screenDiscs';
import { TapChoice, type Choice } from './TapChoice';
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

/** The camera, as the zoom controls and the overview map outside the canvas see it. */
export interface CameraLink {
  handle: CameraHandle | null;
  /** Told after every change of the view (and when the camera is attached). */
  listeners: Set<() => void>;
}

/**
 * Pan and zoom on the canvas (client/map's camera input), opening with the whole map in view;
 * its taps become what they mean (see resolveTap), with the screen point. Returns the zoom, which
 * the markers are scaled against.
 */
function useCameraAndTaps(
  world: React.RefObject<Container | null>,
  base: MapView,
  onTap: (meaning: TapMeaning, point: { x: number; y: number }) => void,
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
        for (const listener of link.listeners) listener();
      },
      (point) => {
        const c = camera.camera;
        const view = latest.current.base;
        const at = screenToMap(c, point, 1, 0);
        latest.current.onTap(resolveTap(view, layoutOf(view, c.zoom), at, c.zoom), point);
      },
      // Phones: the map at the top of its box, the sheets' room under it (see PlayScreen).
      { fit: true, padding: FIT_PADDING, alignTop: () => window.matchMedia(NARROW_QUERY).matches },
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
    for (const listener of link.listeners) listener();
    const hidden = exposeDiscs(canvas, () => ({
      view: latest.current.base,
      camera: camera.camera,
    }));
    return () => {
      hidden();
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
 * the frame loop runs while something moves. Reduced motion shows every change at once. On a
 * renderer without a GPU, where each frame costs a core, only a conquest's flash is animated:
 * counts change and the map's dice land at once (the attack dialog's dice still tumble).
 */
function useMotion(
  discs: React.RefObject<Container | null>,
  effects: React.RefObject<Container | null>,
  dice: React.RefObject<Container | null>,
) {
  const animate = useRef<Animate | null>(null);
  const software = useDrawsInSoftware();
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
        const changes = prefersReducedMotion()
          ? []
          : territoryChanges(shown, view).filter((change) => change.owner || !software());
        for (const index of updateDiscs(layer, shown, view)) territories.finish(index);
        territories.start(changes, view, now);
        shown = view;
      },
      diceDrawn(key: string | null, now: number) {
        if (!dice.current) return;
        roll.drawn(dice.current, key, now, !prefersReducedMotion() && !software());
      },
    };
  }, [discs, effects, dice, software]);
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

/**
 * `ids` as first seen while their contents stay the same: the pickable territories come as a new
 * array with every view, and redrawing their rings (two hundred on the largest map) each time
 * took milliseconds of the frame after every change.
 */
function useSameIds(ids: readonly number[]): readonly number[] {
  const [kept, setKept] = useState(ids);
  if (kept !== ids && (kept.length !== ids.length || ids.some((id, i) => id !== kept[i])))
    setKept(ids);
  return kept;
}

interface SceneProps extends Omit<PlayCanvasProps, 'label' | 'onTap'> {
  link: CameraLink;
  onZoom(zoom: number): void;
  onTap(meaning: TapMeaning, point: { x: number; y: number }): void;
}

/**
 * The layers; each redraws only when the part of the view it draws has changed. The map picture
 * with its tints and lines is cached as one texture, so panning moves a single quad; the discs
 * (scaled with the zoom) and the play overlay (rings, arrow, dice) stay live above it.
 */
function Scene({ base, overlay, onTap, link, onZoom }: SceneProps) {
  const world = useRef<Container>(null);
  const still = useRef<Container>(null);
  const tints = useRef<Container>(null);
  const tinted = useRef<MapView | null>(null);
  const discs = useRef<Container>(null);
  const dice = useRef<Container>(null);
  const effects = useRef<Container>(null);
  const texture = useBackground(base.image?.url);
  const motion = useMotion(discs, effects, dice);
  const requestRender = useRenderRequest(motion.animate);
  const zoom = useCameraAndTaps(world, base, onTap, link, requestRender);
  // Discs where the layout puts them at this zoom; rings, arrows and dice go around them.
  const layout = layoutOf(base, zoom);
  const scale = layoutScale(layout, zoom);

  const picture = useStillView(base);
  const placed = placedView(picture, layout);
  const lines = useCallback((g: Graphics) => drawAdjacencies(g, picture), [picture]);
  const leaders = useCallback((g: Graphics) => drawLeaders(g, picture, layout), [picture, layout]);
  const pickableIds = useSameIds(overlay.pickable);
  const pickable = useCallback(
    (g: Graphics) => drawPickable(g, placed, pickableIds, scale),
    [placed, pickableIds, scale],
  );
  const selection = useCallback(
    (g: Graphics) => drawSelection(g, placed, overlay, scale),
    [placed, overlay, scale],
  );
  useEffect(() => {
    const map = still.current;
    if (!map || !tints.current) return;
    // Only the tints of the territories that changed hands are repainted (see updateTints).
    updateTints(tints.current, tinted.current, picture);
    tinted.current = picture;
    if (map.isCachedAsTexture) map.updateCacheTexture();
    else map.cacheAsTexture({ resolution: cacheResolution(picture) });
  }, [picture, texture]);
  useEffect(() => {
    if (discs.current) motion.discsChanged(base, performance.now());
  }, [base, motion]);
  useEffect(() => {
    if (discs.current) scalePins(discs.current, base, zoom, layout);
    onZoom(zoom);
  }, [base, zoom, layout, onZoom]);
  useEffect(() => {
    if (!dice.current) return;
    drawDice(dice.current, placed, overlay, scale);
    motion.diceDrawn(overlay.dice?.roll ?? null, performance.now());
  }, [placed, overlay, scale, motion]);
  useEffect(() => requestRender());

  return (
    <pixiContainer ref={world}>
      <pixiContainer ref={still}>
        {texture && <pixiSprite texture={texture} scale={base.image?.scale ?? 1} />}
        <pixiContainer ref={tints} />
        <pixiGraphics draw={lines} />
      </pixiContainer>
      {/* Render groups: a change in one (a count, a tumbling die) rebuilds only its own batch. */}
      <pixiContainer ref={effects} isRenderGroup />
      <pixiGraphics draw={leaders} />
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
export function PlayCanvas({ label, onTap, ...scene }: PlayCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const link = useMemo<CameraLink>(() => ({ handle: null, listeners: new Set() }), []);
  const [zoom, setZoom] = useState(1);
  const [choice, setChoice] = useState<Choice | null>(null);
  // The territory a tap or a choice settled on, for the page's tests to read back.
  const pick = useCallback(
    (id: number) => {
      root.current?.setAttribute('data-picked', String(id));
      setChoice(null);
      onTap(id);
    },
    [onTap],
  );
  const onMeaning = useCallback(
    (meaning: TapMeaning, point: { x: number; y: number }) => {
      if (meaning.kind === 'one') pick(meaning.id);
      else if (meaning.kind === 'none') setChoice(null);
      else {
        const room = {
          width: host.current?.clientWidth ?? 0,
          height: host.current?.clientHeight ?? 0,
        };
        setChoice({ ids: meaning.ids, ...point, room });
      }
    },
    [pick],
  );
  const about = (id: number) => {
    const t = scene.base.territories[id - 1];
    return { name: t?.name ?? `#${id}`, color: t?.color ?? null, troops: t?.troops ?? null };
  };
  return (
    <div ref={root} className="play-canvas" data-testid="play-canvas">
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
          <Scene {...scene} onTap={onMeaning} link={link} onZoom={setZoom} />
        </Application>
        <Minimap link={link} base={scene.base} />
        {choice && (
          <TapChoice choice={choice} about={about} onPick={pick} onClose={() => setChoice(null)} />
        )}
      </div>
      <ZoomControls link={link} zoom={zoom} />
    </div>
  );
}
