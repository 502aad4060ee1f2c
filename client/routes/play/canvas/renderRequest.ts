import type { Application } from 'pixi.js';
import { useCallback, useEffect, useRef } from 'react';
import { advanceSystemTicker, holdSystemTicker } from '../../../map/systemTicker';
import { SOFTWARE_FRAME_MS } from '../../../map/tween';
import { drawsInSoftware } from '../../../map/webgl';

/** Moves the running animations to the frame's time; true while any still runs. */
export type Animate = (now: number) => boolean;

/**
 * Renders on demand, at most once per animation frame: the map is still between changes, so an
 * idle screen costs nothing. While `animate` says something moves, each frame asks for the next;
 * on a renderer that draws on the CPU (no GPU: SwiftShader, llvmpipe) a frame of the whole map
 * costs a core tens of milliseconds, so the animation runs at SOFTWARE_FRAME_MS per frame there,
 * leaving the processor to the page's input and its WebSocket.
 */
export function useRenderRequest(
  app: Application,
  animate: React.RefObject<Animate | null>,
  onRendered?: () => void,
): () => void {
  const pending = useRef(0);
  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  const software = useDrawsInSoftware(app);
  useEffect(holdSystemTicker, []);
  useEffect(
    () => () => {
      cancelAnimationFrame(pending.current);
      clearTimeout(later.current);
      // Mounted again (React's StrictMode does so at once): the next request must ask anew.
      pending.current = 0;
    },
    [],
  );
  const request = useCallback(() => {
    if (pending.current) return;
    pending.current = requestAnimationFrame((now) => {
      pending.current = 0;
      // An unmounted application has been destroyed: nothing to draw into.
      if (!app.renderer) return;
      const moving = animate.current?.(now) ?? false;
      advanceSystemTicker(now);
      app.render();
      onRendered?.();
      if (!moving) return;
      if (!software()) return request();
      // One chain of frames: a change while one waits must not start a second beside it.
      clearTimeout(later.current);
      later.current = setTimeout(request, SOFTWARE_FRAME_MS);
    });
  }, [app, animate, software, onRendered]);
  return request;
}

/** Whether the map's renderer draws on the CPU; asked of WebGL once, when first needed. */
export function useDrawsInSoftware(app: Application): () => boolean {
  const known = useRef<boolean | null>(null);
  return useCallback(() => {
    const renderer = app.renderer;
    if (known.current === null && renderer) {
      known.current = 'gl' in renderer && drawsInSoftware(renderer.gl);
    }
    return known.current ?? false;
  }, [app]);
}
