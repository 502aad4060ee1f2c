import { Application, extend, useApplication } from '@pixi/react';
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import '../../../map/pixiCsp';
import { useCallback, useEffect, useRef, useState } from 'react';
import { screenToMap } from '../../../map/camera';
import { attachCamera, type CameraHandle } from '../../../map/cameraInput';
import { territoryAt } from '../../../map/hitTest';
import { drawAdjacencies, drawDiscs, drawMarkers, drawTerritoryTints } from '../../../map/layers';
import type { MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { drawDice, drawFog, drawPickable, drawSelection } from './playLayers';

extend({ Container, Graphics, Sprite });

export interface PlayCanvasProps {
  base: MapView;
  overlay: PlayOverlay;
  fogged: readonly number[];
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

/**
 * Renders on demand, at most once per animation frame: the map is still between changes, so an
 * idle screen costs nothing (Pixi's ticker would redraw 60 times a second).
 */
function useRenderRequest(): () => void {
  const { app } = useApplication();
  const pending = useRef(0);
  useEffect(() => () => cancelAnimationFrame(pending.current), []);
  return useCallback(() => {
    if (pending.current) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      app.render();
    });
  }, [app]);
}

/** Pan and zoom on the canvas (client/map's camera input); its taps become territory ids. */
function useCameraAndTaps(
  world: React.RefObject<Container | null>,
  base: MapView,
  onTap: (territory: number) => void,
  requestRender: () => void,
) {
  const { app } = useApplication();
  const handle = useRef<CameraHandle | null>(null);
  const latest = useRef({ base, onTap });
  latest.current = { base, onTap };

  useEffect(() => {
    const camera = attachCamera(
      app.canvas,
      (next) => {
        world.current?.position.set(next.x, next.y);
        world.current?.scale.set(next.zoom);
        requestRender();
      },
      (point) => {
        const c = camera.camera;
        const id = territoryAt(latest.current.base, screenToMap(c, point, 1, 0), c.zoom);
        if (id !== null) latest.current.onTap(id);
      },
    );
    handle.current = camera;
    return () => camera.detach();
  }, [app, world, requestRender]);

  useEffect(() => handle.current?.setContent(base.width, base.height), [base.width, base.height]);
}

/**
 * The layers; each redraws only when the part of the view it draws has changed. The map itself
 * (image, owners, discs, markers) is cached as one texture, so panning moves a single quad; the
 * play overlay (rings, arrow, dice) stays live above it.
 */
function Scene({ base, overlay, fogged, onTap }: Omit<PlayCanvasProps, 'label'>) {
  const world = useRef<Container>(null);
  const still = useRef<Container>(null);
  const discs = useRef<Container>(null);
  const fog = useRef<Container>(null);
  const dice = useRef<Container>(null);
  const texture = useBackground(base.image?.url);
  const requestRender = useRenderRequest();
  useCameraAndTaps(world, base, onTap, requestRender);

  const tints = useCallback((g: Graphics) => drawTerritoryTints(g, base), [base]);
  const lines = useCallback((g: Graphics) => drawAdjacencies(g, base), [base]);
  const markers = useCallback((g: Graphics) => drawMarkers(g, base), [base]);
  const pickable = useCallback((g: Graphics) => drawPickable(g, base, overlay), [base, overlay]);
  const selection = useCallback((g: Graphics) => drawSelection(g, base, overlay), [base, overlay]);
  useEffect(() => {
    if (discs.current) drawDiscs(discs.current, base);
    if (fog.current) drawFog(fog.current, base, fogged);
    const map = still.current;
    if (!map) return;
    if (map.isCachedAsTexture) map.updateCacheTexture();
    else map.cacheAsTexture({ resolution: cacheResolution(base) });
  }, [base, fogged, texture]);
  useEffect(() => {
    if (dice.current) drawDice(dice.current, base, overlay);
  }, [base, overlay]);
  useEffect(() => requestRender());

  return (
    <pixiContainer ref={world}>
      <pixiContainer ref={still}>
        {texture && <pixiSprite texture={texture} />}
        <pixiGraphics draw={tints} />
        <pixiGraphics draw={lines} />
        <pixiContainer ref={discs} />
        <pixiContainer ref={fog} />
        <pixiGraphics draw={markers} />
      </pixiContainer>
      <pixiGraphics draw={pickable} />
      <pixiGraphics draw={selection} />
      <pixiContainer ref={dice} />
    </pixiContainer>
  );
}

/** The map of the play screen on one PixiJS canvas (through @pixi/react). */
export function PlayCanvas({ label, ...scene }: PlayCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  return (
    <div ref={host} className="play-canvas" role="img" aria-label={label} data-testid="play-canvas">
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
        <Scene {...scene} />
      </Application>
    </div>
  );
}
