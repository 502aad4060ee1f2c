import { useCallback, useEffect, useRef } from 'react';
import type { MapView } from '../../../map/viewModel';
import type { PlayOverlay } from '../viewModel';
import { paintLightMap } from './lightMap';
import type { CameraLink } from './PlayCanvas';
import { useImage } from './useImage';

interface LightMapProps {
  base: MapView;
  overlay: PlayOverlay;
  link: CameraLink;
  /** Told after each frame is painted. */
  onDrawn(): void;
}

/**
 * The map's first drawing, on a 2D canvas over the surface until PixiJS has drawn the full map
 * (see PlayCanvas): the picture once it has arrived and the discs (lightMap.ts), repainted when
 * the camera or the game changes. Taps go to the camera's input on the surface, as on the full map.
 */
export function LightMap({ base, overlay, link, onDrawn }: LightMapProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useImage(base.image?.url);
  const latest = useRef({ base, overlay, image });
  latest.current = { base, overlay, image };
  const paint = useCallback(() => {
    const camera = link.handle?.camera;
    if (!canvas.current || !camera) return;
    const { base, overlay, image } = latest.current;
    paintLightMap(canvas.current, base, overlay, image, camera);
    onDrawn();
  }, [link, onDrawn]);
  useEffect(() => {
    // The camera is attached after this effect (the shell's runs later) and tells us then.
    link.listeners.add(paint);
    paint();
    return () => {
      link.listeners.delete(paint);
    };
  }, [link, paint]);
  useEffect(paint, [paint, base, overlay, image]);
  return <canvas ref={canvas} className="play-canvas__light" data-testid="light-map" />;
}
