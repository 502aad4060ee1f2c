import { Application, Container, Graphics, Sprite, Texture } from 'pixi.js';
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
import { FIT_PADDING, PHONE_FIT_PADDING } from '../../../map/markerScale';
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
import { drawDice, drawPickable, drawSelection, HUGGED_RING_BELOW_PX } from './playLayers';
import './canvas.css';

export interface PlayCanvasProps {
  base: MapView;
  overlay: PlayOverlay;
  onTap(territory: number): void;
  /** Told after each frame is drawn (the play page needs the first). */
  onDrawn?(): void;
  /** Told when the browser cannot draw the map (no WebGL). */
  onUnavailable?(): void;
  /**
   * What the camera frames when `key` changes (a step begins): the territories of the player on
   * turn and their targets; null frames nothing.
   */
  focus?: Focus | null;
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

const narrowScreen = () => window.matchMedia(NARROW_QUERY).matches;

/** Largest texture side every WebGL device supports. */
const MAX_TEXTURE_SIDE = 4096;

/** The cached map is drawn at up to twice its size, so zooming in stays sharp within GPU limits. */
function cacheResolution(view: MapView): number {
  return Math.min(2, MAX_TEXTURE_SIDE / Math.max(view.width, view.height));
}

const noop = () => undefined;

/** Territories the camera shows as large as they fit, once per `key`. */
export interface Focus {
  key: string;
  ids: readonly number[];
}

/** Map px kept around the framed anchors, so their discs and rings show whole. */
const FOCUS_MARGIN = 40;

/** Frames `focus` once per key, as soon as the camera is there. */
function useFocus(link: CameraLink, base: MapView, focus: Focus | null | undefined) {
  const done = useRef<string | null>(null);
  const latest = useRef({ base, focus });
  latest.current = { base, focus };
  useEffect(() => {
    const apply = () => {
      const { base, focus } = latest.current;
      if (!focus || !link.handle || done.current === focus.key) return;
      done.current = focus.key;
      const anchors = focus.ids.flatMap((id) => base.territories[id - 1] ?? []);
      if (anchors.length === 0) return;
      const xs = anchors.map((t) => t.x);
      const ys = anchors.map((t) => t.y);
      const [x, y] = [Math.min(...xs) - FOCUS_MARGIN, Math.min(...ys) - FOCUS_MARGIN];
      link.handle.frame({
        x,
        y,
        width: Math.max(...xs) + FOCUS_MARGIN - x,
        height: Math.max(...ys) + FOCUS_MARGIN - y,
      });
    };
    apply();
    // The camera attaches once the canvas has started: frame then.
    link.listeners.add(apply);
    return () => {
      link.listeners.delete(apply);
    };
  }, [link, focus?.key]);
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
  app: Application,
  world: Container,
  base: MapView,
  onTap: (meaning: TapMeaning, point: { x: number; y: number }) => void,
  link: CameraLink,
  requestRender: () => void,
): number {
  const [zoom, setZoom] = useState(1);
  const latest = useRef({ base, onTap });
  latest.current = { base, onTap };

  useEffect(() => {
    // After destroy the application has no renderer, hence no canvas.
    if (!app.renderer) return;
    const canvas = app.canvas;
    const camera = attachCamera(
      canvas,
      (next) => {
        world.position.set(next.x, next.y);
        world.scale.set(next.zoom);
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
      // Phones: the map at the top of its box, the sheets' room under it (see PlayScreen), with
      // a narrower margin (the discs of a fitted map are small there).
      {
        fit: true,
        padding: () => (narrowScreen() ? PHONE_FIT_PADDING : FIT_PADDING),
        alignTop: narrowScreen,
      },
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
  }, [app, world, link, requestRender]);

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
function useMotion(app: Application, discs: Container, effects: Container, dice: Container) {
  const animate = useRef<Animate | null>(null);
  const software = useDrawsInSoftware(app);
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
        territories ??= new TerritoryMotion(discs, effects);
        const changes = prefersReducedMotion()
          ? []
          : territoryChanges(shown, view).filter((change) => change.owner || !software());
        for (const index of updateDiscs(discs, shown, view)) territories.finish(index);
        territories.start(changes, view, now);
        shown = view;
      },
      diceDrawn(key: string | null, now: number) {
        roll.drawn(dice, key, now, !prefersReducedMotion() && !software());
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

interface SceneProps extends Omit<PlayCanvasProps, 'label' | 'onTap' | 'focus'> {
  app: Application;
  link: CameraLink;
  onZoom(zoom: number): void;
  onTap(meaning: TapMeaning, point: { x: number; y: number }): void;
}

/** The scene's containers and graphics, in drawing order (the stage gets `world`). */
function makeLayers() {
  const layers = {
    world: new Container(),
    still: new Container(),
    picture: new Sprite(),
    tints: new Container(),
    lines: new Graphics(),
    // Render groups: a change in one (a count, a tumbling die) rebuilds only its own batch.
    effects: new Container({ isRenderGroup: true }),
    leaders: new Graphics(),
    discs: new Container({ isRenderGroup: true }),
    pickable: new Graphics(),
    selection: new Graphics(),
    dice: new Container({ isRenderGroup: true }),
  };
  const { world, still } = layers;
  layers.picture.visible = false;
  still.addChild(layers.picture, layers.tints, layers.lines);
  world.addChild(
    still,
    layers.effects,
    layers.leaders,
    layers.discs,
    layers.pickable,
    layers.selection,
    layers.dice,
  );
  return layers;
}

/**
 * The layers; each redraws only when the part of the view it draws has changed. The map picture
 * with its tints and lines is cached as one texture, so panning moves a single quad; the discs
 * (scaled with the zoom) and the play overlay (rings, arrow, dice) stay live above it. Pixi is
 * driven directly (no React renderer for it: that would be a second reconciler to download).
 */
function Scene({ app, base, overlay, onTap, onDrawn, link, onZoom }: SceneProps) {
  const [layers] = useState(makeLayers);
  const { world, still, picture: sprite, tints, lines, leaders, discs, dice, effects } = layers;
  useEffect(() => {
    app.stage.addChild(world);
    return () => {
      // Leaving the page destroys the application first (React cleans a parent's effects before
      // its children's), and with it the stage and this world: nothing is left to take off.
      (app.stage as Container | null)?.removeChild(world);
    };
  }, [app, world]);
  const tinted = useRef<MapView | null>(null);
  const texture = useBackground(base.image?.url);
  const motion = useMotion(app, discs, effects, dice);
  const requestRender = useRenderRequest(app, motion.animate, onDrawn);
  const zoom = useCameraAndTaps(app, world, base, onTap, link, requestRender);
  // Discs where the layout puts them at this zoom; rings, arrows and dice go around them.
  const layout = layoutOf(base, zoom);
  const scale = layoutScale(layout, zoom);

  const picture = useStillView(base);
  const placed = placedView(picture, layout);
  const pickableIds = useSameIds(overlay.pickable);
  const imageScale = base.image?.scale ?? 1;
  useEffect(() => {
    if (texture) sprite.texture = texture;
    sprite.visible = texture !== null;
    sprite.scale.set(imageScale);
    drawAdjacencies(lines, picture);
    // Only the tints of the territories that changed hands are repainted (see updateTints).
    updateTints(tints, tinted.current, picture);
    tinted.current = picture;
    if (still.isCachedAsTexture) still.updateCacheTexture();
    else still.cacheAsTexture({ resolution: cacheResolution(picture) });
  }, [picture, texture, imageScale, sprite, lines, tints, still]);
  useEffect(() => drawLeaders(leaders, picture, layout), [leaders, picture, layout]);
  useEffect(
    () =>
      drawPickable(
        layers.pickable,
        placed,
        pickableIds,
        scale,
        layout.radius < HUGGED_RING_BELOW_PX,
      ),
    [layers, placed, pickableIds, scale, layout.radius],
  );
  useEffect(
    () => drawSelection(layers.selection, placed, overlay, scale),
    [layers, placed, overlay, scale],
  );
  useEffect(() => {
    motion.discsChanged(base, performance.now());
  }, [base, motion]);
  useEffect(() => {
    scalePins(discs, base, zoom, layout);
    onZoom(zoom);
  }, [discs, base, zoom, layout, onZoom]);
  useEffect(() => {
    drawDice(dice, placed, overlay, scale);
    motion.diceDrawn(overlay.dice?.roll ?? null, performance.now());
  }, [dice, placed, overlay, scale, motion]);
  useEffect(() => requestRender());
  return null;
}

/**
 * A PixiJS application drawing into `host` (its canvas first in it, sized to it), WebGL only;
 * null until it has started. Destroyed with the component.
 */
function usePixiApp(
  host: React.RefObject<HTMLDivElement | null>,
  onUnavailable: () => void,
): Application | null {
  const [app, setApp] = useState<Application | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const created = new Application();
    let live = true;
    let started = false;
    void created
      .init({
        resizeTo: element,
        background: 0x173550,
        // Antialiasing doubles the frame time of software renderers; discs and text are
        // smoothed by their own texture filtering anyway.
        antialias: false,
        autoStart: false,
        autoDensity: true,
        resolution: window.devicePixelRatio || 1,
        preference: 'webgl',
      })
      .then(() => {
        started = true;
        if (!live) return created.destroy(true, { children: true });
        element.prepend(created.canvas);
        setApp(created);
      }, onUnavailable);
    return () => {
      live = false;
      setApp(null);
      if (started) created.destroy(true, { children: true });
    };
  }, [host, onUnavailable]);
  return app;
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

/** The play screen's map on one PixiJS canvas (see Scene), with its zoom controls. */
export function PlayCanvas({
  label,
  onTap,
  focus,
  onUnavailable = noop,
  ...scene
}: PlayCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const link = useMemo<CameraLink>(() => ({ handle: null, listeners: new Set() }), []);
  const [zoom, setZoom] = useState(1);
  const [choice, setChoice] = useState<Choice | null>(null);
  useFocus(link, scene.base, focus);
  const app = usePixiApp(host, onUnavailable);
  const { onDrawn } = scene;
  // The first frame drawn, marked for the page's tests and the bench (data-drawn).
  const drawn = useCallback(() => {
    if (!root.current?.hasAttribute('data-drawn')) root.current?.setAttribute('data-drawn', '');
    onDrawn?.();
  }, [onDrawn]);
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
        {app && (
          <Scene
            {...scene}
            app={app}
            onTap={onMeaning}
            onDrawn={drawn}
            link={link}
            onZoom={setZoom}
          />
        )}
        <Minimap link={link} base={scene.base} />
        {choice && (
          <TapChoice choice={choice} about={about} onPick={pick} onClose={() => setChoice(null)} />
        )}
      </div>
      <ZoomControls link={link} zoom={zoom} />
    </div>
  );
}
