import { useId } from 'react';

export interface TroopCountProps {
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  label: string;
}

/** A count: a slider for the thumb, a number field for the keyboard, and min and max buttons. */
export function TroopCount({ value, min, max, onChange, label }: TroopCountProps) {
  const id = useId();
  const clamp = (n: number) =>
    Math.min(max, Math.max(min, Number.isFinite(n) ? Math.round(n) : min));
  return (
    <div className="troop-count">
      <div className="troop-count__head">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          className="troop-count__number"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
      </div>
      <div className="troop-count__row">
        <button
          type="button"
          className="troop-count__end"
          onClick={() => onChange(min)}
          aria-label={`Minimum (${min})`}
        >
          {min}
        </button>
        <input
          type="range"
          min={min}
          max={max}
          value={value}
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
        <button
          type="button"
          className="troop-count__end"
          onClick={() => onChange(max)}
          aria-label={`Maximum (${max})`}
        >
          {max}
        </button>
      </div>
    </div>
  );
}
