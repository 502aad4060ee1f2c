/**
 * Where each disc is on the page, as the canvas lays it out now: the browser tests tap these
 * points and check their boxes apart (a canvas has no DOM to query). Read through a function on
 * the canvas element, so it costs nothing until asked.
 */
import type { Camera } from '../../../map/camera';
import { layoutOf } from '../../../map/layers';
import type { MapView } from '../../../map/viewModel';

/** One disc on the page: its territory, its centre (CSS px of the viewport) and its radius. */
export interface ScreenDisc {
  id: number;
  name: string;
  x: number;
  y: number;
  radius: number;
}

/** The property of the map's canvas element that answers with the discs on the page. */
export const SCREEN_DISCS = 'screenDiscs';

/** Hangs the function on `canvas`; returns what takes it off again. */
export function exposeDiscs(
  canvas: HTMLCanvasElement,
  current: () => { view: MapView; camera: Camera },
): () => void {
  const read = (): ScreenDisc[] => {
    const { view, camera } = current();
    const box = canvas.getBoundingClientRect();
    const layout = layoutOf(view, camera.zoom);
    return view.territories.map((t, i) => {
      const disc = layout.discs[i] ?? { x: t.x, y: t.y, radius: 0 };
      return {
        id: t.id,
        name: t.name,
        x: box.left + camera.x + disc.x * camera.zoom,
        y: box.top + camera.y + disc.y * camera.zoom,
        radius: disc.radius,
      };
    });
  };
  Object.defineProperty(canvas, SCREEN_DISCS, { value: read, configurable: true });
  return () => {
    Reflect.deleteProperty(canvas, SCREEN_DISCS);
  };
}
