import { useEffect, useId, useState } from 'react';

interface EditorFieldProps {
  label: string;
  value: string | number;
  /** The stored value, when `value` shows an unsaved one (a territory's X and Y while it moves). */
  stored?: string | number;
  type?: 'text' | 'number';
  /** Called with the new text when the field is left or Enter pressed, if it changed. */
  onCommit(value: string): void;
  /** Called on every keystroke (the X and Y fields move the disc as they are typed). */
  onInput?(value: string): void;
  min?: number;
  max?: number;
  maxLength?: number;
  disabled?: boolean;
  className?: string;
}

/** A labelled input that saves when left: the editor's calls go out once per finished edit. */
export function EditorField(props: EditorFieldProps) {
  const { label, value, stored = value, type = 'text', onCommit, onInput, ...rest } = props;
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    if (text.trim() !== String(stored)) onCommit(text.trim());
  };
  return (
    <div className={['editor-field', rest.className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={text}
        min={rest.min}
        max={rest.max}
        maxLength={rest.maxLength}
        disabled={rest.disabled}
        onChange={(e) => {
          setText(e.target.value);
          onInput?.(e.target.value);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
