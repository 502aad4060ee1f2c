import { useId, type InputHTMLAttributes } from 'react';
import { useNameSearch } from './useNameSearch';

export interface UsernameInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'list'
> {
  value: string;
  onValueChange(value: string): void;
}

/** A text input that suggests usernames as you type (`/api/user/names?q=`), through a datalist. */
export function UsernameInput({ value, onValueChange, ...input }: UsernameInputProps) {
  const listId = useId();
  const { names } = useNameSearch(value);

  return (
    <>
      <input
        {...input}
        value={value}
        list={listId}
        autoComplete="off"
        onChange={(event) => onValueChange(event.target.value)}
      />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
