import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (what a field holds when the user pauses
 * typing): the previous settled value until then.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
