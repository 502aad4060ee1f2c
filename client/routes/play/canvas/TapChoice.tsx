import { useEffect, useRef } from 'react';
import type { ColorId } from '../../../../shared/constants';
import { swatchStyle } from '../swatch';

/**
 * The territories a tap could mean (nearest first), where on the map it landed and the map's
 * size (CSS px).
 */
export interface Choice {
  ids: number[];
  x: number;
  y: number;
  room: { width: number; height: number };
}

/** Width of the list (CSS px), kept inside the map. */
const WIDTH = 200;
/** Room (CSS px) left between the tap and the list: a fingertip's. */
const FINGER = 24;
/** The list's margin from the map's edges (CSS px). */
const EDGE = 4;

/**
 * A tap that reached several discs at once: a small list of their names at the tap, to pick one,
 * closed by its × button, by Escape or by picking. The first name takes the focus.
 */
export function TapChoice({
  choice,
  about,
  onPick,
  onClose,
}: {
  choice: Choice;
  /** The territory's name, and its owner's colour and troops where the viewer sees them. */
  about(id: number): { name: string; color: ColorId | null; troops: number | null };
  onPick(id: number): void;
  onClose(): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('.tap-choice__name')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choice, onClose]);
  const { room } = choice;
  const left = Math.max(EDGE, Math.min(choice.x - WIDTH / 2, room.width - WIDTH - EDGE));
  // Under the finger when there is room, else on the side with more room, scrolling when the
  // names do not all fit there: never over the point tapped, where the click a touch screen
  // sends after the tap would land on a name (a phone's map is only as tall as it needs).
  const height = 44 + choice.ids.length * 42;
  const roomBelow = room.height - choice.y - FINGER - EDGE;
  const roomAbove = choice.y - FINGER - EDGE;
  const below = roomBelow >= height || roomBelow >= roomAbove;
  const maxHeight = Math.min(height, below ? roomBelow : roomAbove);
  const top = below ? choice.y + FINGER : choice.y - FINGER - maxHeight;
  return (
    <div
      ref={box}
      className="tap-choice"
      role="dialog"
      aria-label="Which territory?"
      data-testid="tap-choice"
      style={{ left, top, width: WIDTH, maxHeight }}
    >
      <div className="tap-choice__head">
        <span>Which territory?</span>
        <button type="button" className="tap-choice__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {choice.ids.map((id) => {
        const { name, color, troops } = about(id);
        return (
          <button key={id} type="button" className="tap-choice__name" onClick={() => onPick(id)}>
            {/* Whose it is, as the disc shows it, so the name is found on the map. */}
            <span className="swatch" style={swatchStyle(color ?? 0)} aria-hidden="true" />
            <span className="tap-choice__label">{name}</span>
            {troops !== null && <span className="tap-choice__troops">{troops}</span>}
          </button>
        );
      })}
    </div>
  );
}
