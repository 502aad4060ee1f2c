/**
 * Where each disc is on screen, as the map lays it out now: the light map draws them there, and
 * the browser tests tap these points and check their boxes apart (a canvas has no DOM to query),
 * read through a function on the map's drawing surface, so it costs nothing until asked.
 */
import type { Camera } from '../../../map/camera';
import { layoutOf } from '../../../map/discLayout';
import type { MapView } from '../../../map/viewModel';

/** One disc on screen: its territory, its centre (CSS px) and its radius. */
export interface ScreenDisc {
  id: number;
  name: string;
  x: number;
  y: number;
  radius: number;
}

/** The property of the map's drawing surface that answers with the discs on the page. */
export const SCREEN_DISCS = 'screenDiscs';

/** Each territory's disc for `camera`, centred in the surface's own pixels. */
export function discsOnScreen(view: MapView, camera: Camera): ScreenDisc[] {
  const layout = layoutOf(view, camera.zoom);
  return view.territories.map((t, i) => {
    const disc = layout.discs[i] ?? { x: t.x, y: t.y, radius: 0 };
    return {
      id: t.id,
      name: t.name,
      x: camera.x + disc.x * camera.zoom,
      y: camera.y + disc.y * camera.zoom,
      radius: disc.radius,
    };
  });
}

/** Hangs the function (discs in viewport px) on `surface`; returns what takes it off again. */
export function exposeDiscs(
  surface: HTMLElement,
  current: () => { view: MapView; camera: Camera },
): () => void {
  const read = (): ScreenDisc[] => {
    const { view, camera } = current();
    const box = surface.getBoundingClientRect();
    return discsOnScreen(view, camera).map((d) => ({ ...d, x: box.left + d.x, y: box.top + d.y }));
  };
  Object.defineProperty(surface, SCREEN_DISCS, { value: read, configurable: true });
  return () => {
    Reflect.deleteProperty(surface, SCREEN_DISCS);
  };
}
