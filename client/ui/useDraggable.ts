import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface Offset {
  x: number;
  y: number;
}

/** Drags a floating box by a handle: returns its offset and the handle's pointer handlers. */
export function useDraggable(initial: Offset = { x: 0, y: 0 }) {
  const [offset, setOffset] = useState<Offset>(initial);
  const start = useRef<{ pointer: Offset; offset: Offset } | null>(null);
  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if ((e.target as HTMLElement).closest('button')) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = { pointer: { x: e.clientX, y: e.clientY }, offset };
    },
    [offset],
  );
  const onPointerMove = useCallback((e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    if (!s) return;
    setOffset({ x: s.offset.x + e.clientX - s.pointer.x, y: s.offset.y + e.clientY - s.pointer.y });
  }, []);
  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);
  return { offset, handle: { onPointerDown, onPointerMove, onPointerUp } };
}
