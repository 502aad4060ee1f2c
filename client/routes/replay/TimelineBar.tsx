import { useId, useMemo, useState, type FormEvent } from 'react';
import { EVENT_TYPES, type ReplayEvent } from '../../../shared/engine';
import { Button } from '../../ui/Button';

/** Each round's start: its number and the position just after its round-start event. */
export function roundStarts(events: readonly ReplayEvent[]): { round: number; position: number }[] {
  const out: { round: number; position: number }[] = [];
  events.forEach((e, i) => {
    if (e.type === EVENT_TYPES.ROUND_START) out.push({ round: e.param1, position: i + 1 });
  });
  return out;
}

interface TimelineProps {
  position: number;
  length: number;
  onSeek(position: number): void;
}

/** The whole replay as a slider: drag it (mouse, pen or finger) or use its keys to move. */
export function TimelineSlider({ position, length, onSeek }: TimelineProps) {
  return (
    <div className="replay-timeline">
      <input
        type="range"
        min={0}
        max={length}
        step={1}
        value={position}
        aria-label="Timeline"
        aria-valuetext={`Step ${position} of ${length}`}
        data-testid="replay-timeline"
        onChange={(e) => onSeek(Number(e.target.value))}
        // The page's arrow keys step the replay; the slider's own would move it twice.
        onKeyDown={(e) => e.stopPropagation()}
      />
    </div>
  );
}

/** Straight to a round's start or to an event by its number (the log's numbering, from 1). */
export function JumpForm({
  events,
  onSeek,
}: {
  events: readonly ReplayEvent[];
  onSeek(position: number): void;
}) {
  const rounds = useMemo(() => roundStarts(events), [events]);
  const ids = { round: useId(), event: useId() };
  const [event, setEvent] = useState('');
  const goToEvent = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(event);
    if (Number.isInteger(n) && n >= 0) onSeek(n);
  };
  return (
    <form className="replay-jump" onSubmit={goToEvent} aria-label="Jump">
      <label htmlFor={ids.round}>Round</label>
      <select
        id={ids.round}
        value=""
        onChange={(e) => e.target.value !== '' && onSeek(Number(e.target.value))}
      >
        <option value="">Go to…</option>
        {rounds.map((r) => (
          <option key={r.position} value={r.position}>
            Round {r.round}
          </option>
        ))}
      </select>
      <label htmlFor={ids.event}>Event</label>
      <input
        id={ids.event}
        type="number"
        inputMode="numeric"
        min={0}
        max={events.length}
        value={event}
        placeholder={`0–${events.length}`}
        onChange={(e) => setEvent(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Go
      </Button>
    </form>
  );
}
