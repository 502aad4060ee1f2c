/** The create page's form controls: selects, checkboxes, number inputs and their groups. */
import { useId, type ReactNode } from 'react';
import { NUMBER_FIELD_BOUNDS } from '../../../shared/protocol/createGame';
import type { FormValues } from './createGameForm';

export interface Choice {
  value: string;
  label: string;
}

export const named = (names: readonly string[]): Choice[] =>
  names.map((label, code) => ({ value: String(code), label }));
export const range = (from: number, to: number, label: (n: number) => string): Choice[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({
    value: String(from + i),
    label: label(from + i),
  }));

export interface FieldProps {
  name: string;
  label: string;
  values: FormValues;
  onChange(name: string, value: string): void;
}

export function SelectField({
  name,
  label,
  values,
  onChange,
  choices,
  disabled,
  placeholder,
}: FieldProps & { choices: Choice[]; disabled?: boolean; placeholder?: string }) {
  const id = useId();
  return (
    <div className="create-field">
      <label className="create-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={values[name]}
        disabled={disabled}
        onChange={(e) => onChange(name, e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckField({ name, label, values, onChange }: FieldProps) {
  return (
    <label className="create-field create-field--check">
      <input
        type="checkbox"
        name={name}
        checked={values[name] === '1'}
        onChange={(e) => onChange(name, e.target.checked ? '1' : '0')}
      />
      <span>{label}</span>
    </label>
  );
}

export function NumberField({
  name,
  label,
  values,
  onChange,
}: FieldProps & { name: keyof typeof NUMBER_FIELD_BOUNDS }) {
  const { min, max } = NUMBER_FIELD_BOUNDS[name];
  const id = useId();
  return (
    <div className="create-field">
      <label className="create-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        name={name}
        min={min}
        max={max}
        inputMode="numeric"
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
      />
    </div>
  );
}

/** A titled group of fields. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="create-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

export interface GroupProps {
  values: FormValues;
  onChange(name: string, value: string): void;
}
