/**
 * The play screen's map: the camera (pan, zoom, fit, the step's framing) and what a tap means,
 * the zoom controls, the overview map and the choice a crowded tap offers, around two drawings.
 * The light map (a 2D canvas of the picture and the discs) is drawn as soon as the game and its
 * map are in, and can be tapped at once; PixiJS, the full map's renderer, is downloaded only
 * then (a phone on mobile data waits seconds for it) and takes the light map's place once it has
 * drawn. Both draw what the one camera shows, and a tap means the same on either.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { screenToMap, ZOOM_STEP } from '../../../map/camera';
import { attachCamera, type CameraHandle } from '../../../map/cameraInput';
import { layoutOf } from '../../../map/discLayout';
import { resolveTap, type TapMeaning } from '../../../map/hitTest';
import { FIT_PADDING, PHONE_FIT_PADDING } from '../../../map/markerScale';
import type { MapView } from '../../../map/viewModel';
import { NARROW_QUERY } from '../narrow';
import type { PlayOverlay } from '../viewModel';
import { LightMap } from './LightMap';
import { Minimap } from './Minimap';
import { exposeDiscs } from './screenDiscs';
import { TapChoice, type Choice } from './TapChoice';
import './canvas.css';

/**
 * PixiJS's map, downloaded once the light map is up. A download that fails (a phone losing its
 * network) leaves the light map in place, which plays the whole game, instead of failing the
 * play screen: the full map comes with the next page load.
 */
const PixiMap = lazy(() =>
  import('./PixiMap').then(
    (module) => ({ default: module.PixiMap }),
    () => ({ default: StayOnLightMap }),
  ),
);
const StayOnLightMap = () => null;

export interface PlayCanvasProps {
  base: MapView;
  overlay: PlayOverlay;
  onTap(territory: number): void;
  /** Told once the map's first frame (the light map's) is on screen. */
  onDrawn?(): void;
  /** Told when the browser cannot draw the full map (no WebGL). */
  onUnavailable?(): void;
  /**
   * What the camera frames when `key` changes (a step begins): the territories of the player on
   * turn and their targets; null frames nothing.
   */
  focus?: Focus | null;
  label: string;
}

const narrowScreen = () => window.matchMedia(NARROW_QUERY).matches;

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

/** The camera, as the drawings, the zoom controls and the overview map see it. */
export interface CameraLink {
  handle: CameraHandle | null;
  /** Told after every change of the view (and when the camera is attached). */
  listeners: Set<() => void>;
}

/**
 * Pan and zoom on the drawing surface (client/map's camera input), opening with the whole map in
 * view; its taps become what they mean (see resolveTap), with the screen point. Returns the zoom.
 */
function useCameraAndTaps(
  surface: React.RefObject<HTMLDivElement | null>,
  base: MapView,
  onTap: (meaning: TapMeaning, point: { x: number; y: number }) => void,
  link: CameraLink,
): number {
  const [zoom, setZoom] = useState(1);
  const latest = useRef({ base, onTap });
  latest.current = { base, onTap };

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const camera = attachCamera(
      element,
      (next) => {
        setZoom(next.zoom);
        for (const listener of link.listeners) listener();
      },
      (point) => {
        const c = camera.camera;
        const view = latest.current.base;
        const at = screenToMap(c, point, 1, 0);
        latest.current.onTap(resolveTap(view, layoutOf(view, c.zoom), at, c.zoom), point);
      },
      // Phones: the map at the top of its box, the zoom buttons' row under it (see play.css),
      // with a narrower margin (the discs of a fitted map are small there).
      {
        fit: true,
        padding: () => (narrowScreen() ? PHONE_FIT_PADDING : FIT_PADDING),
        alignTop: narrowScreen,
      },
    );
    link.handle = camera;
    camera.setContent(latest.current.base.width, latest.current.base.height);
    const resize = new ResizeObserver(() => camera.refit());
    resize.observe(element);
    const hidden = exposeDiscs(element, () => ({
      view: latest.current.base,
      camera: camera.camera,
    }));
    return () => {
      hidden();
      resize.disconnect();
      link.handle = null;
      camera.detach();
    };
  }, [surface, link]);

  useEffect(
    () => link.handle?.setContent(base.width, base.height),
    [link, base.width, base.height],
  );
  return zoom;
}

/** Which of the map's drawings has drawn its first frame (marked as data-drawn for the tests). */
type Drawn = 'light' | 'full';

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

/** The play screen's map (see the top of this file), with its zoom controls. */
export function PlayCanvas({
  label,
  onTap,
  focus,
  onDrawn,
  onUnavailable = noop,
  base,
  overlay,
}: PlayCanvasProps) {
  const surface = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const link = useMemo<CameraLink>(() => ({ handle: null, listeners: new Set() }), []);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useFocus(link, base, focus);
  // The first frame of each drawing, marked for the page's tests and the bench (data-drawn)
  // before anything it sets off starts: what loads after the map is drawn counts as after.
  const lightDrawn = useCallback(() => {
    if (!root.current?.hasAttribute('data-drawn'))
      root.current?.setAttribute('data-drawn', 'light');
    setDrawn((shown) => shown ?? 'light');
    onDrawn?.();
  }, [onDrawn]);
  const fullDrawn = useCallback(() => {
    if (root.current?.getAttribute('data-drawn') === 'full') return;
    root.current?.setAttribute('data-drawn', 'full');
    setDrawn('full');
  }, []);
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
          width: surface.current?.clientWidth ?? 0,
          height: surface.current?.clientHeight ?? 0,
        };
        setChoice({ ids: meaning.ids, ...point, room });
      }
    },
    [pick],
  );
  const zoom = useCameraAndTaps(surface, base, onMeaning, link);
  const about = (id: number) => {
    const t = base.territories[id - 1];
    return { name: t?.name ?? `#${id}`, color: t?.color ?? null, troops: t?.troops ?? null };
  };
  return (
    <div ref={root} className="play-canvas" data-testid="play-canvas">
      <div className="play-canvas__surface" role="img" aria-label={label}>
        <div ref={surface} className="play-canvas__drawing" data-testid="map-surface">
          {drawn !== 'full' && (
            <LightMap base={base} overlay={overlay} link={link} onDrawn={lightDrawn} />
          )}
          {drawn && (
            <Suspense fallback={null}>
              <PixiMap
                surface={surface}
                base={base}
                overlay={overlay}
                zoom={zoom}
                link={link}
                onDrawn={fullDrawn}
                onUnavailable={onUnavailable}
              />
            </Suspense>
          )}
        </div>
        <Minimap link={link} base={base} />
        {choice && (
          <TapChoice choice={choice} about={about} onPick={pick} onClose={() => setChoice(null)} />
        )}
      </div>
      <ZoomControls link={link} zoom={zoom} />
    </div>
  );
}
