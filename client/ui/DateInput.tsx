import { useId, useState } from 'react';
import {
  DAY_CHOICES,
  MONTH_CHOICES,
  datePartsOf,
  isoDateOf,
  yearChoices,
  type DateParts,
} from './dateParts';

/** Whether the browser has its own date input (one without it turns type=date into text). */
export function supportsDateInput(): boolean {
  if (typeof document === 'undefined') return true;
  const input = document.createElement('input');
  input.setAttribute('type', 'date');
  return input.type === 'date';
}

export interface DateInputProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  onChange(value: string): void;
  /** The browser's own input; without it, day, month and year selects (spec §5). */
  native?: boolean;
}

const PART_LABELS = { day: 'Day', month: 'Month', year: 'Year' } as const;

/** A date field: the browser's date input, or the spec's fallback of three selects (0: unset). */
export function DateInput({
  label,
  value,
  onChange,
  native = supportsDateInput(),
}: DateInputProps) {
  const id = useId();
  // The selects keep a half-chosen date, which has no 'YYYY-MM-DD' value yet.
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(value));
  if (native) {
    return (
      <label className="field">
        <span className="field__label">{label}</span>
        <input
          className="field__input"
          type="date"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    );
  }
  const choices = { day: DAY_CHOICES, month: MONTH_CHOICES, year: yearChoices(new Date()) };
  const choose = (part: keyof DateParts, n: number) => {
    const next = { ...parts, [part]: n };
    setParts(next);
    onChange(isoDateOf(next));
  };
  return (
    <fieldset className="field date-input" aria-labelledby={`${id}legend`}>
      <legend id={`${id}legend`} className="field__label">
        {label}
      </legend>
      {(['day', 'month', 'year'] as const).map((part) => (
        <select
          key={part}
          aria-label={PART_LABELS[part]}
          value={parts[part]}
          onChange={(e) => choose(part, Number(e.target.value))}
        >
          <option value={0}>{PART_LABELS[part]}</option>
          {choices[part].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      ))}
    </fieldset>
  );
}
