import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { callRoute } from '../net/api';
import { http as defaultHttp, type HttpClient } from '../net/http';

const TYPEAHEAD_DELAY_MS = 200;

export interface UsernameInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'list'
> {
  value: string;
  onValueChange(value: string): void;
  http?: HttpClient;
}

/** A text input that suggests usernames as you type (`/api/user/names?q=`), through a datalist. */
export function UsernameInput({
  value,
  onValueChange,
  http = defaultHttp,
  ...input
}: UsernameInputProps) {
  const listId = useId();
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => {
    const prefix = value.trim();
    if (!prefix) return;
    let current = true;
    const timer = setTimeout(() => {
      void callRoute(http, 'GET /api/user/names', { query: { q: prefix } }).then((result) => {
        if (current && result.ok) setNames(result.data);
      });
    }, TYPEAHEAD_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, http]);

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
