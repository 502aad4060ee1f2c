import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

export type MessageTone = 'error' | 'success' | 'info';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** The field's error; marks the input invalid. Wins over `message`. */
  error?: string | undefined;
  /** Help or status text shown under the input when there is no error. */
  message?: { text: string; tone: MessageTone } | undefined;
}

/** A labelled input with its error or help text under it, linked by aria-describedby. */
export function FormField({ label, name, error, message, className, ...input }: FormFieldProps) {
  const id = useId();
  const inputId = `${id}input`;
  const messageId = `${id}message`;
  const shown = error ? { text: error, tone: 'error' as const } : message;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={shown ? messageId : undefined}
      />
      {/* Always present so screen readers announce the message when it appears. */}
      <p
        id={messageId}
        className={`field__message${shown ? ` field__message--${shown.tone}` : ''}`}
        aria-live="polite"
      >
        {shown?.text}
      </p>
    </div>
  );
}
