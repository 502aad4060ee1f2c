/**
 * The play screen's map drawn by PixiJS: the picture with its tints and lines, the discs, and the
 * play overlay (rings, arrow, dice), animated. Loaded on demand once the light map (LightMap.tsx)
 * is on screen, then drawn in its place; the camera, the taps and the controls stay with the
 * shell (PlayCanvas.tsx), which this follows.
 */
import { Application, Container, Graphics, Sprite, Texture } from 'pixi.js';
import '../../../map/pixiCsp';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  drawLeaders,
  layoutOf,
  layoutScale,
  placedView,
  scalePins,
  stillChanged,
  updateDiscs,
  updateTints,
  drawAdjacencies,
} from '../../../map/layers';
import { TerritoryMotion, territoryChanges } from '../../../map/territoryMotion';
import { prefersReducedMotion } from '../../../map/tween';
import type { MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { DiceRoll } from './diceRoll';
import { SEA } from './lightMap';
import type { CameraLink } from './PlayCanvas';
import { useDrawsInSoftware, useRenderRequest, type Animate } from './renderRequest';
import { drawDice, drawPickable, drawSelection, HUGGED_RING_BELOW_PX } from './playLayers';

export interface PixiMapProps {
  /** The element the canvas goes first into, sized to it; the camera's input is on it. */
  surface: React.RefObject<HTMLDivElement | null>;
  base: MapView;
  overlay: PlayOverlay;
  /** The camera's zoom (the discs' layout and the markers follow it). */
  zoom: number;
  link: CameraLink;
  /** Told after each frame is drawn. */
  onDrawn(): void;
  /** Told when the browser cannot draw the map (no WebGL). */
  onUnavailable(): void;
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
        for (const index of updateDiscs(discs, shown, view)) territories.drop(index);
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

/** The world placed where the shell's camera says, and the canvas sized to its element. */
function useCameraFollow(
  app: Application,
  world: Container,
  link: CameraLink,
  requestRender: () => void,
) {
  useEffect(() => {
    const follow = () => {
      const camera = link.handle?.camera;
      if (!camera) return;
      world.position.set(camera.x, camera.y);
      world.scale.set(camera.zoom);
      requestRender();
    };
    link.listeners.add(follow);
    follow();
    // Pixi follows `resizeTo` on window resizes only; a panel folding away resizes the host alone.
    const resize = new ResizeObserver(() => {
      if (!app.renderer) return;
      app.resize();
      requestRender();
    });
    const host = app.resizeTo;
    if (host instanceof Element) resize.observe(host);
    return () => {
      link.listeners.delete(follow);
      resize.disconnect();
    };
  }, [app, world, link, requestRender]);
}

interface SceneProps extends Omit<PixiMapProps, 'surface' | 'onUnavailable'> {
  app: Application;
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
function Scene({ app, base, overlay, onDrawn, link, zoom }: SceneProps) {
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
  useCameraFollow(app, world, link, requestRender);
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
  // A restored WebGL context (a phone that put the tab away) has an empty canvas and has lost the
  // cached picture, and this map draws only when asked to: both are drawn again.
  useEffect(() => {
    const restored = {
      contextChange: () => {
        if (still.isCachedAsTexture) still.updateCacheTexture();
        requestRender();
      },
    };
    app.renderer.runners.contextChange.add(restored);
    return () => void app.renderer?.runners.contextChange.remove(restored);
  }, [app, still, requestRender]);
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
  useEffect(() => scalePins(discs, base, zoom, layout), [discs, base, zoom, layout]);
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
function usePixiApp(host: PixiMapProps['surface'], onUnavailable: () => void): Application | null {
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
        background: SEA,
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

/** The map on one PixiJS canvas (see Scene), once the application has started. */
export function PixiMap({ surface, onUnavailable, ...scene }: PixiMapProps) {
  const app = usePixiApp(surface, onUnavailable);
  return app && <Scene {...scene} app={app} />;
}
